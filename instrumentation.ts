// A bad setting stops the server's start (build/start.mjs waits for this) with a message that
// names it, instead of failing the first visitor's request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { checkDataDir, checkSettings } = await import('./lib/settings');
  checkDataDir(checkSettings().dataDir);
  if (process.env.NODE_ENV === 'development') {
    const { reportEdits } = await import('./lib/content/edit-report');
    reportEdits();
  }
}
