import 'server-only';
import { stores, type PrivateLink } from '@/lib/store';
import { SHARED_COOKIE } from './cookie';

// Apart from the pages' code: the proxy asks it, and whatever the proxy imports, the build traces.

type CookieReader = (name: string) => { value: string } | undefined;

/** The link whose session the cookie holds, or null: none, an unknown, expired or revoked one. */
export async function sharedLinkOf(cookie: CookieReader): Promise<PrivateLink | null> {
  const id = cookie(SHARED_COOKIE)?.value;
  if (!id) return null;
  return (await stores()).privateLinks.session(id);
}
