import type { Local } from '@/lib/content';

/**
 * The owner's `scripts` HTML (analytics and the like), placed in the server-rendered HTML so the
 * browser runs each script exactly once per page load, in document order, inline or with src.
 * React never re-inserts it, so client-side navigation does not run it again.
 */
export function OwnerScripts({ local }: { local: Local }) {
  const { scripts } = local.about;
  if (!scripts) return null;
  return <div hidden data-owner-scripts="" dangerouslySetInnerHTML={{ __html: scripts }} />;
}
