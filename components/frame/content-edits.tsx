import { DEVELOPMENT } from '@/lib/settings/public';

// In `next dev` only, the open page follows the owner's edits (content-edits-client.tsx), imported
// under the DEVELOPMENT test so that a build leaves its client code out of every page.
export async function ContentEdits() {
  if (DEVELOPMENT) {
    const { ContentEditsClient } = await import('./content-edits-client');
    return <ContentEditsClient />;
  }
  return null;
}
