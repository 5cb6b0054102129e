/** npm run mail-test: sends one e-mail to the address in about.json with the settings the server
 * mails messages with (SMTP_URL, SMTP_FROM), and says whether the mail server took it. */
import nodemailer from 'nodemailer';
import { senderOf, smtpTransportUrl } from '../lib/contact/mailer';
import { loadContent, type LoadOptions } from '../lib/content/load';
import { settings } from '../lib/settings';
import { linkContentFolders } from '../lib/site-folder';

type MailTest = { url?: string; from?: string; content?: LoadOptions; timeoutMs?: number };

/** The address to show: no user name, no password. */
export function shownServer(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

/** The reason without the password, should the server or a library repeat it. */
function reasonOf(error: unknown, url: string): string {
  const { password } = new URL(url);
  let reason = error instanceof Error ? error.message : String(error);
  for (const secret of [password, decodeURIComponent(password)]) {
    if (secret) reason = reason.split(secret).join('***');
  }
  return reason;
}

/** Resolves to the line to print; rejects with one naming what to fix. */
export async function sendTestMail({
  url = settings().smtpUrl,
  from = settings().smtpFrom,
  content,
  timeoutMs = 20_000,
}: MailTest = {}): Promise<string> {
  if (!url) throw new Error('SMTP_URL is not set: the server sends no e-mail (docs/settings.md).');
  if (!content) linkContentFolders();
  const loaded = loadContent(content);
  if (!loaded.ok) throw new Error('config/ has mistakes: npm run check-config lists them.');
  const { about } = loaded.content;
  if (!about.email) throw new Error('about.json has no "email": the server has no one to mail.');
  const owner = { email: about.email, name: `${about.first_name} ${about.last_name}` };
  const transport = nodemailer.createTransport({
    url: smtpTransportUrl(url),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    const info = await transport.sendMail({
      from: senderOf(owner, from),
      to: owner.email,
      subject: 'Test e-mail from your portfolio',
      text: [
        'This test comes from `npm run mail-test` on your server.',
        'Messages sent through your contact form reach you the same way.',
      ].join('\n'),
    });
    return `Sent to ${owner.email} through ${shownServer(url)}: ${info.response}`;
  } catch (error) {
    throw new Error(`Not sent through ${shownServer(url)}: ${reasonOf(error, url)}`);
  } finally {
    transport.close();
  }
}

if (require.main === module) {
  sendTestMail().then(
    (line) => console.log(line),
    (error: Error) => {
      console.error(`mail-test: ${error.message}`);
      process.exitCode = 1;
    },
  );
}
