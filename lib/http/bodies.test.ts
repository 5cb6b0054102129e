/** @jest-environment node */
import { readSmallForm } from './bodies';

const URL_ = 'http://127.0.0.1/admin/inbox';
const FORM = 'application/x-www-form-urlencoded';

const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': FORM }) =>
  new Request(URL_, { method: 'POST', headers, body });

// A body sent in chunks, with no Content-Length; records whether the reader gave up on it.
function streamed(chunks: string[]) {
  const seen = { cancelled: false, pulled: 0 };
  const queue = [...chunks];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next === undefined) return controller.close();
      seen.pulled += 1;
      controller.enqueue(new TextEncoder().encode(next));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  const request = new Request(URL_, {
    method: 'POST',
    headers: { 'content-type': FORM },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, seen };
}

describe('readSmallForm', () => {
  test('answers the fields of a form, decoded', async () => {
    const fields = await readSmallForm(post('state=read&id=12&note=caf%C3%A9+%26+more'), 1024);
    expect(fields).toBeInstanceOf(URLSearchParams);
    expect([...fields!]).toEqual([
      ['state', 'read'],
      ['id', '12'],
      ['note', 'café & more'],
    ]);
  });

  test('takes the form type in any case and with a charset', async () => {
    for (const type of [`${FORM}; charset=UTF-8`, 'Application/X-WWW-Form-URLEncoded']) {
      const fields = await readSmallForm(post('a=1', { 'content-type': type }), 1024);
      expect([type, fields?.get('a')]).toEqual([type, '1']);
    }
  });

  test('answers an empty form for an empty body', async () => {
    const fields = await readSmallForm(post(''), 1024);
    expect(fields && [...fields]).toEqual([]);
  });

  test('answers null for any other Content-Type, or none', async () => {
    const others = ['application/json', 'multipart/form-data; boundary=x', 'text/plain'];
    for (const type of [...others, `x-${FORM}`, ` ${FORM}x`]) {
      const request = post('a=1', { 'content-type': type });
      expect([type, await readSmallForm(request, 1024)]).toEqual([type, null]);
    }
    const untyped = post(new TextEncoder().encode('a=1'), {});
    expect(untyped.headers.get('content-type')).toBeNull();
    expect(await readSmallForm(untyped, 1024)).toBeNull();
  });

  test('answers null for a body whose Content-Length is over the limit', async () => {
    const body = `a=${'x'.repeat(98)}`;
    const declared = (length: number) =>
      post(body, { 'content-type': FORM, 'content-length': String(length) });
    expect(await readSmallForm(declared(100), 99)).toBeNull();
    expect((await readSmallForm(declared(100), 100))?.get('a')).toBe('x'.repeat(98));
    // Refused on the header alone, before a byte is read.
    const request = declared(5000);
    expect(request.headers.get('content-length')).toBe('5000');
    expect(await readSmallForm(request, 1024)).toBeNull();
    expect(request.bodyUsed).toBe(false);
  });

  test('answers null for a streamed body that grows past the limit, and stops reading it', async () => {
    const { request, seen } = streamed(Array.from({ length: 50 }, () => 'x'.repeat(100)));
    expect(await readSmallForm(request, 1000)).toBeNull();
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThan(50);
  });

  test('reads a streamed body of exactly the limit whole', async () => {
    const { request, seen } = streamed(['a=', 'x'.repeat(48), '&b=', 'y'.repeat(47)]);
    const fields = await readSmallForm(request, 100);
    expect([fields?.get('a'), fields?.get('b')]).toEqual(['x'.repeat(48), 'y'.repeat(47)]);
    expect(seen.cancelled).toBe(false);
  });
});
