import { requestError } from './answers';

export type JsonBody =
  { ok: true; value: Record<string, unknown> } | { ok: false; response: Response };

// Refused on Content-Length or once the stream passes the limit: a large body is never read whole.
export async function readBytes(request: Request, maxBytes: number): Promise<Buffer | 'too large'> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > maxBytes) return 'too large';
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return 'too large';
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

export async function readJsonObject(request: Request, maxBytes: number): Promise<JsonBody> {
  const fail = (status: number, message: string) => ({
    ok: false as const,
    response: requestError(status, message),
  });

  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(type.trim())) {
    return fail(400, 'Send the request as JSON (Content-Type: application/json).');
  }
  const bytes = await readBytes(request, maxBytes);
  if (bytes === 'too large') {
    return fail(413, `The request is too large (the limit is ${maxBytes / 1024} KB).`);
  }

  let parsed: unknown;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    parsed = JSON.parse(text);
  } catch {
    return fail(400, 'The request body is not valid JSON.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return fail(400, 'The request body must be a JSON object.');
  }
  return { ok: true, value: parsed as Record<string, unknown> };
}

/** Own properties only, so "constructor" or "__proto__" never reach the prototype. */
export const readField = (body: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(body, key) ? body[key] : undefined;

/** A small form's fields (application/x-www-form-urlencoded), or null when it is not one or too
 * large: the dashboard's buttons send a few short fields. */
export async function readSmallForm(
  request: Request,
  maxBytes: number,
): Promise<URLSearchParams | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type.trim())) return null;
  const bytes = await readBytes(request, maxBytes);
  return bytes === 'too large' ? null : new URLSearchParams(bytes.toString('utf8'));
}
