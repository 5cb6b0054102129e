import { DatabaseBusy } from '@/lib/store/types';

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
