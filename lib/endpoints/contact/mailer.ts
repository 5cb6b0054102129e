import nodemailer, { type Transporter } from 'nodemailer';
import type { MessageStore, StoredMessage } from './messages';

/** A relay on this machine, reached without crossing a network. */
const LOCAL_RELAY = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * The address nodemailer is given for SMTP_URL. With smtp:// it upgrades the connection with
 * STARTTLS only when the server offers it, so anyone on the path who strips the offer would read
 * the password and the messages: to another machine the upgrade is required (the delivery fails
 * and is retried rather than sent in clear). A relay on this machine, smtps://, or an explicit
 * `?requireTLS=false` are left as they are.
 */
export function smtpTransportUrl(raw: string): string {
  const url = new URL(raw.trim());
  if (url.protocol !== 'smtp:' || LOCAL_RELAY.test(url.hostname)) return raw.trim();
  if (!url.searchParams.has('requireTLS')) url.searchParams.set('requireTLS', 'true');
  return url.href;
}

export const DELIVERY = {
  /** How often due messages are looked for, besides right after each new one. */
  intervalMs: 60_000,
  /** How long a claimed message stays reserved for the process sending it. */
  leaseMs: 5 * 60_000,
  firstRetryMs: 60_000,
  maxRetryMs: 6 * 3_600_000,
  maxAttempts: 12,
} as const;

/** 1 min, 2 min, 4 min … capped at 6 h; null once the attempts are used up. */
export function nextRetry(attempts: number, now: Date): Date | null {
  if (attempts >= DELIVERY.maxAttempts) return null;
  const wait = Math.min(DELIVERY.firstRetryMs * 2 ** (attempts - 1), DELIVERY.maxRetryMs);
  return new Date(now.getTime() + wait);
}

const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

export function notification(message: StoredMessage, owner: { email: string; name: string }) {
  const topic = oneLine(message.subject) || `a message from ${oneLine(message.name)}`;
  return {
    to: owner.email,
    replyTo: { name: oneLine(message.name), address: message.email },
    subject: `Portfolio: ${topic}`,
    text: [
      `From: ${oneLine(message.name)} <${message.email}>`,
      `Subject: ${oneLine(message.subject) || '(none)'}`,
      `Received: ${message.receivedAt}`,
      '',
      message.message,
      '',
      `Reply to this e-mail to answer ${message.name}. Message #${message.id} is also kept on your site (npm run inbox).`,
    ].join('\n'),
  };
}

type Options = {
  url: string;
  owner: { email: string; name: string };
  from?: string;
  log?: Pick<Console, 'error'>;
  /** The time now; tests move it forward to reach a retry. */
  clock?: () => Date;
};

/**
 * E-mails stored messages to the owner. Sending happens after the visitor has been answered;
 * a failure is logged and retried later with a growing pause, and the stored message is never
 * touched but to record the attempt.
 */
export class Mailer {
  private readonly transport: Transporter;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly store: MessageStore,
    private readonly options: Options,
  ) {
    this.transport = nodemailer.createTransport(smtpTransportUrl(options.url));
  }

  /** Sends whatever is due now; concurrent calls share one pass (and ask for another after it). */
  deliverDue(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.pass();
        } while (this.again && !this.stopped);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async pass() {
    const log = this.options.log ?? console;
    const clock = this.options.clock ?? (() => new Date());
    const now = clock();
    const due = this.store.claimDeliveries(now, new Date(now.getTime() + DELIVERY.leaseMs));
    const from = this.options.from ?? {
      name: `${this.options.owner.name} (portfolio)`,
      address: this.options.owner.email,
    };
    for (const message of due) {
      // Claimed but unsent messages go out after their lease, from the next start.
      if (this.stopped) break;
      try {
        await this.transport.sendMail({ from, ...notification(message, this.options.owner) });
        this.store.markDelivered(message.id, clock());
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const retryAt = nextRetry(message.deliveryAttempts + 1, clock());
        this.store.markDeliveryFailed(message.id, reason, retryAt);
        log.error(
          `[mail] message #${message.id} not delivered (${reason}); ` +
            (retryAt
              ? `next attempt at ${retryAt.toISOString()}`
              : 'no more attempts; it stays in the inbox'),
        );
      }
    }
    if (due.length === 10) this.again = true;
  }

  /** Looks for due messages every `intervalMs` from now on (the timer never keeps the process alive). */
  start(intervalMs: number = DELIVERY.intervalMs) {
    this.timer ??= setInterval(() => void this.deliverDue(), intervalMs);
    this.timer.unref();
  }

  /** Stops looking for messages, lets the one being sent finish (for at most `graceMs`), then
   * closes the connection: the server calls this on shutdown, before closing the database. */
  async stop(graceMs = 10_000) {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopped = true;
    if (this.running) {
      const limit = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
      await Promise.race([this.running.catch(() => undefined), limit]);
    }
    this.transport.close();
  }
}
