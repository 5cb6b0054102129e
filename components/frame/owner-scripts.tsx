import type { Local } from '@/lib/content';
import { OWNER_SCRIPTS } from '@/lib/private/owner-scripts';

// In the server's HTML, so each script runs once per load, in order: React never re-inserts it.
export function OwnerScripts({ local }: { local: Local }) {
  const { scripts } = local.about;
  if (!scripts) return null;
  const html = `${OWNER_SCRIPTS.start}${scripts}${OWNER_SCRIPTS.end}`;
  return <div hidden data-owner-scripts="" dangerouslySetInnerHTML={{ __html: html }} />;
}
