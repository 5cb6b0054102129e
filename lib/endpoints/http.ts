import { DatabaseBusy } from './busy';

export type FieldErrors = Record<string, string[]>;

const NO_STORE = { 'Cache-Control': 'no-store' };

export function answer(status: number, body: { errors: boolean; data: unknown }, headers = {}) {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export const fieldErrors = (status: number, data: FieldErrors, headers = {}) =>
  answer(status, { errors: true, data }, headers);

export const requestError = (status: number, message: string, headers = {}) =>
  fieldErrors(status, { request: [message] }, headers);

/** Retry-After takes whole seconds; rounding up never invites an early retry. */
export const retryAfter = (ms: number) => ({ 'Retry-After': String(Math.ceil(ms / 1000)) });

export const noContent = () => new Response(null, { status: 204, headers: NO_STORE });

export const methodNotAllowed = () =>
  requestError(405, 'This address only accepts POST requests.', { Allow: 'POST' });

export type JsonBody =
  { ok: true; value: Record<string, unknown> } | { ok: false; response: Response };

// Refused on Content-Length or once the stream passes the limit: a large body is never read whole.
async function readBytes(request: Request, maxBytes: number): Promise<Buffer | 'too large'> {
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

const FAILED = 'Something went wrong on our side. Please try again in a moment.';

// A failure is logged on the server; the client gets a plain sentence, never a stack trace.
export function guarded(
  handler: (request: Request) => Promise<Response>,
  failed: (request: Request) => string = () => FAILED,
  respond: (
    status: number,
    message: string,
    headers: Record<string, string>,
  ) => Response = requestError,
) {
  return async (request: Request): Promise<Response> => {
    try {
      return await handler(request);
    } catch (error) {
      console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed:`, error);
      let message = FAILED;
      try {
        message = failed(request);
      } catch {
        // The plain sentence will do.
      }
      // Another process held the database throughout: nothing is broken, a retry will do.
      if (error instanceof DatabaseBusy) return respond(503, message, { 'Retry-After': '5' });
      return respond(500, message, {});
    }
  };
}
