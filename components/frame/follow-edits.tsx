// In `next dev` only, the open page follows the owner's edits (content-refresh.tsx), imported
// under the NODE_ENV test so that a build leaves its client code out of every page.
export async function FollowEdits() {
  if (process.env.NODE_ENV === 'development') {
    const { ContentRefresh } = await import('./content-refresh');
    return <ContentRefresh />;
  }
  return null;
}
