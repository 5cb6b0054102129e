import type { Local } from '@/lib/content';

// In the server's HTML, so the browser runs each script once per load, in order; React never
// re-inserts it, so client-side navigation does not run it again.
export function OwnerScripts({ local }: { local: Local }) {
  const { scripts } = local.about;
  if (!scripts) return null;
  return <div hidden data-owner-scripts="" dangerouslySetInnerHTML={{ __html: scripts }} />;
}
