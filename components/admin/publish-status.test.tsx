import { render, screen } from '@testing-library/react';
import type { PublishPage } from '@/lib/admin/publish';
import { PublishStatus } from './publish-status';

const idle: PublishPage = {
  state: 'idle',
  log: [],
  needed: true,
  instances: false,
  untaken: false,
};

describe('PublishStatus', () => {
  test('under npm run dev, says a save shows at once and offers no Publish', () => {
    render(<PublishStatus page={{ ...idle, needed: false }} />);
    expect(screen.getByText(/under npm run dev, each save shows on the site at once/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('with several instances, says where to publish from, beside the button', () => {
    render(<PublishStatus page={{ ...idle, instances: true }} />);
    expect(screen.getByRole('note').textContent).toBe(
      'This site runs as several instances sharing one database. Publish from the machine that builds your releases, then copy the release to the others (the deploy guide, “Several instances”): a publish here swaps this machine alone.',
    );
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
  });

  test('one instance: no such note', () => {
    render(<PublishStatus page={idle} />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'Nothing has been published from the dashboard yet.',
    );
  });

  test('a failed build: why, its last lines, and Publish again', () => {
    render(
      <PublishStatus
        page={{
          ...idle,
          state: 'failed',
          startedAt: '2026-12-06T10:00:00Z',
          finishedAt: '2026-12-06T10:01:00Z',
          reason: 'the build failed.',
          log: ['config/about.json › title: expected text, got 42'],
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'The last publish failed, and the site stays as it was: the build failed.',
    );
    expect(screen.getByRole('region', { name: 'The build’s last lines' }).textContent).toContain(
      'config/about.json › title: expected text, got 42',
    );
    expect(screen.getByRole('button', { name: 'Publish again' })).toBeTruthy();
  });
});
