// A bad setting stops the server's start with its name, not the first visitor's request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { checkDataDir, checkSettings } = await import('./lib/settings');
  const { dataDir, databaseUrl } = checkSettings();
  if (databaseUrl) {
    const { startSharedStores } = await import('./lib/store/start');
    await startSharedStores(databaseUrl);
  } else checkDataDir(dataDir);
  if (process.env.NODE_ENV === 'development') {
    const { reportEdits } = await import('./lib/content/edit-problems');
    reportEdits();
  }
}
