// A bad setting stops the server's start with its name, not the first visitor's request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { checkDataDir, checkSettings } = await import('./lib/settings');
  checkDataDir(checkSettings().dataDir);
  if (process.env.NODE_ENV === 'development') {
    const { reportEdits } = await import('./lib/content/edit-problems');
    reportEdits();
  }
}
