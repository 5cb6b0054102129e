import { render } from '@testing-library/react';
import { followContentEdits } from '@/lib/content-edits';
import { ContentEditsClient } from './content-edits-client';

const router = { refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

class FakeEventSource {
  static last: FakeEventSource | undefined;
  onmessage: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  close() {}
}

beforeAll(() => {
  Object.defineProperty(window, 'EventSource', { value: FakeEventSource, writable: true });
});

it('draws the open page again in place at each edit, and loads it again once it is gone', () => {
  const reload = jest.fn();
  followContentEdits(reload);
  const edits = FakeEventSource.last!;
  expect(edits.url).toBe('/api/content-edits');

  const page = render(<ContentEditsClient />);
  edits.onmessage!();
  edits.onmessage!();
  expect(router.refresh).toHaveBeenCalledTimes(2);
  expect(reload).not.toHaveBeenCalled();

  // As after a mistake, when Next shows the error where the page was.
  page.unmount();
  edits.onmessage!();
  expect(reload).toHaveBeenCalledTimes(1);
  expect(router.refresh).toHaveBeenCalledTimes(2);
});
