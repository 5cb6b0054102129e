import 'server-only';
import { seeOther } from '@/lib/http/redirect';
import { routes } from '@/lib/routes';
import { settings } from '@/lib/settings';
import { development } from '@/lib/settings/public';
import {
  PublishRefused,
  UNTAKEN_MS,
  currentView,
  publishDirOf,
  requestPublish,
  type PublishView,
} from './publish-state';
import { plainAnswer, refuseUnlessOwner } from './session';

/** What /admin/publish shows, as a page or as JSON. */
export type PublishPage = PublishView & {
  /** False under `npm run dev`, where a save shows at once. */
  needed: boolean;
  /** Several instances share the database (DATABASE_URL): a publish swaps this machine's alone. */
  instances: boolean;
  /** Asked for, and no publisher took it: none is set up (portfolio-publish.path). */
  untaken: boolean;
};

export function publishPage(now = Date.now()): PublishPage {
  const { dataDir, databaseUrl } = settings();
  const view = currentView(publishDirOf(dataDir));
  return {
    ...view,
    needed: !development(),
    instances: !!databaseUrl,
    untaken:
      view.state === 'building' &&
      view.step === 'requested' &&
      now - Date.parse(view.startedAt) > UNTAKEN_MS,
  };
}

export const wantsJson = (request: Request) =>
  /\bapplication\/json\b/.test(request.headers.get('accept') ?? '');

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/** GET /admin/publish with `Accept: application/json`. */
export async function publishState(request: Request): Promise<Response> {
  const refused = await refuseUnlessOwner(request);
  if (refused) return refused;
  return json(200, publishPage());
}

/** POST /admin/publish: asks the publisher for a publish; its body is never read. A form is sent
 * back to the page, a script gets the state as JSON (202, or 409 while one builds). */
export async function startPublish(request: Request): Promise<Response> {
  const refused = await refuseUnlessOwner(request);
  if (refused) return refused;
  const page = publishPage();
  if (!page.needed) {
    return wantsJson(request) ? json(200, page) : seeOther(routes.adminPublish);
  }
  try {
    requestPublish(publishDirOf(settings().dataDir));
  } catch (error) {
    if (!(error instanceof PublishRefused)) throw error;
    return wantsJson(request)
      ? json(409, { ...publishPage(), problem: error.message })
      : seeOther(`${routes.adminPublish}?refused=1`);
  }
  return wantsJson(request) ? json(202, publishPage()) : seeOther(routes.adminPublish);
}

export { plainAnswer };
