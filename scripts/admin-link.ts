/** npm run admin-link: prints a one-time link that signs the owner in to /admin. */
import { utcMinute } from '../lib/format/date';
import { routes } from '../lib/routes';
import { shownSiteUrl } from '../lib/settings';
import { DATABASE_FILE } from '../lib/store/messages';
import type { AdminStore } from '../lib/store/admin';
import { ownerCommand } from './owner-data';

export async function runAdminLink(
  store: AdminStore,
  { site, now = new Date() }: { site?: URL; now?: Date } = {},
): Promise<string> {
  const { token, expiresAt } = await store.createSignInLink(now);
  const path = `${routes.adminSignIn}/${token}`;
  return [
    site ? new URL(path, site).href : path,
    `It signs you in once, until ${utcMinute(expiresAt)}. Only its hash is kept.`,
    ...(site ? [] : ["SITE_URL is unset: put your site's address before the path."]),
  ].join('\n');
}

if (require.main === module) {
  void ownerCommand<AdminStore>(
    'admin-link',
    DATABASE_FILE,
    (data) => data.admin(),
    (store) => runAdminLink(store!, { site: shownSiteUrl() }),
    { create: () => true },
  );
}
