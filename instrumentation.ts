// A bad setting stops the server's start with its name, not the first visitor's request.
export async function register() {
  // Next writes NEXT_RUNTIME and NODE_ENV into this file: written out, a build drops the branches
  // (and their imports) that are not its own; the one file besides lib/settings reading them.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { checkDataDir, checkSettings } = await import('./lib/settings');
  const { dataDir, databaseUrl, smtpUrl } = checkSettings();
  if (databaseUrl) {
    const { startSharedStores } = await import('./lib/store/start');
    await startSharedStores(databaseUrl);
  } else checkDataDir(dataDir);
  if (!smtpUrl) {
    console.warn(
      'Mail: SMTP_URL is unset, so messages from the contact form are stored but not e-mailed: ' +
        'read them at /admin or with `npm run inbox`. To get them by e-mail, set SMTP_URL ' +
        '(docs/deploy.md, "Choosing a sender") and check it with `npm run mail-test`.',
    );
  }
  if (process.env.NODE_ENV === 'development') {
    const { reportEdits } = await import('./lib/content/edit-problems');
    reportEdits();
  }
}
