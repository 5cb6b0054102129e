import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formSchemaFor } from '@/lib/content/editor-form';
import { ContentForm, type ContentFormLabels } from './content-form';

// rjsf clones its error tree as an item is removed; jsdom lacks the browser's structuredClone.
globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const labels: ContentFormLabels = {
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved. Publish to put it live.',
  publish: 'Publish',
  refused: 'Not saved: fix the problems shown beside their fields, then save again.',
  elsewhere: 'This edit would make a problem in another file:',
  add: 'Add',
  remove: 'Remove',
  moveUp: 'Move up',
  moveDown: 'Move down',
  upload: 'Upload a picture',
  drop: 'or drop one here',
  uploading: 'Uploading…',
  uploadRefused: 'The picture was not kept: {reason}.',
  choose: 'Or choose one already there',
  preview: 'Preview',
  failed: 'The server did not answer.',
};

/** What the server answers, as much of a Response as the form reads (jsdom has none). */
const answer = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({
    ok: status < 300,
    status,
    json: async () => body,
    text: async () => JSON.stringify(body),
  });

const skills = [
  { name: 'Brand identity', percentage: 90 },
  { name: 'Editorial design', percentage: 80 },
];

function draw() {
  return render(
    <ContentForm
      name="skills"
      schema={formSchemaFor('skills')}
      initial={skills}
      labels={labels}
      pictures={{ public: [], private: [] }}
    />,
  );
}

afterEach(() => jest.restoreAllMocks());

test('a refused save shows each reason beside its own field, and the whole file was sent', async () => {
  const reason = 'expected a number from 0 to 100, got 150';
  const fetch = answer(422, { saved: false, problems: [{ at: [1, 'percentage'], reason }] });
  global.fetch = fetch;
  const { container } = draw();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(labels.refused);
  const field = container.querySelector('#root_1_percentage')!.closest('.form-group')!;
  expect(field).toHaveTextContent(reason);
  expect(
    container.querySelector('#root_0_percentage')!.closest('.form-group'),
  ).not.toHaveTextContent(reason);
  const [address, request] = fetch.mock.calls[0] as [string, RequestInit];
  expect(address).toBe('/admin/content/skills');
  expect(JSON.parse(request.body as string)).toEqual(skills);
});

test('items are moved and removed, and the save sends the list as it now stands', async () => {
  const fetch = answer(200, { saved: true });
  global.fetch = fetch;
  draw();
  await userEvent.click(screen.getAllByRole('button', { name: 'Move down' })[0]!);
  await userEvent.click(screen.getAllByRole('button', { name: 'Remove' })[1]!);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(labels.saved));
  expect(screen.getByRole('link', { name: 'Publish' })).toHaveAttribute('href', '/admin/publish');
  const [, request] = fetch.mock.calls[0] as [string, RequestInit];
  expect(JSON.parse(request.body as string)).toEqual([skills[1]]);
});
