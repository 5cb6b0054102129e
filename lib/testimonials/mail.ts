import nodemailer from 'nodemailer';
import { senderOf, smtpTransportUrl } from '@/lib/contact/mailer';
import { settings } from '@/lib/settings';

export type PlainMail = { to: string; subject: string; text: string };

/** One plain e-mail through SMTP_URL; false without it. `owner` signs it (SMTP_FROM first). */
export async function sendPlainMail(
  mail: PlainMail,
  owner: { email: string; name: string },
): Promise<boolean> {
  const { smtpUrl, smtpFrom } = settings();
  if (!smtpUrl) return false;
  const transport = nodemailer.createTransport({ url: smtpTransportUrl(smtpUrl) });
  try {
    await transport.sendMail({ from: senderOf(owner, smtpFrom), ...mail });
    return true;
  } finally {
    transport.close();
  }
}
