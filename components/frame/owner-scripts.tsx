import type { Local } from '@/lib/content';

// In the server's HTML, so each script runs once per load, in order: React never re-inserts it.
export function OwnerScripts({ local }: { local: Local }) {
  const { scripts } = local.about;
  if (!scripts) return null;
  return <div hidden data-owner-scripts="" dangerouslySetInnerHTML={{ __html: scripts }} />;
}
