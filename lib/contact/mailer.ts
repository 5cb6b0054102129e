import nodemailer, { type Transporter } from 'nodemailer';
import { isLoopbackHost } from '@/lib/settings/parsers';
import { HELD_NOTICE, type StoredMessage } from '@/lib/store/types';
import type { MessageStore } from '@/lib/store/messages';
import { heldNotice, notification } from './mail-text';
import type { OfferName } from './offer-names';

// smtp:// upgrades to TLS only when the server offers it, and an offer stripped on the way would
// expose the password: to another machine the upgrade is required (a failed delivery is retried).
export function smtpTransportUrl(raw: string): string {
  const url = new URL(raw.trim());
  if (url.protocol !== 'smtp:' || isLoopbackHost(url.hostname)) return raw.trim();
  if (!url.searchParams.has('requireTLS')) url.searchParams.set('requireTLS', 'true');
  return url.href;
}

export const DELIVERY = {
  intervalMs: 60_000,
  leaseMs: 5 * 60_000,
  firstRetryMs: 60_000,
  maxRetryMs: 6 * 3_600_000,
  maxAttempts: 12,
} as const;

export function nextRetry(attempts: number, now: Date): Date | null {
  if (attempts >= DELIVERY.maxAttempts) return null;
  const wait = Math.min(DELIVERY.firstRetryMs * 2 ** (attempts - 1), DELIVERY.maxRetryMs);
  return new Date(now.getTime() + wait);
}

type Owner = { email: string; name: string };

/** SMTP_FROM, else the owner's own address under the site's name. */
export const senderOf = (owner: Owner, from?: string) =>
  from ?? { name: `${owner.name} (portfolio)`, address: owner.email };

type Options = {
  url: string;
  owner: Owner;
  /** Asked at each delivery, so an offer renamed since the message arrived shows its new name. */
  offerName?: OfferName;
  from?: string;
  log?: Pick<Console, 'error'>;
  clock?: () => Date;
};

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class Mailer {
  private readonly transport: Transporter;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private noticeRetryAt = 0;

  constructor(
    private readonly store: Pick<MessageStore, 'deliveries' | 'held'>,
    private readonly options: Options,
  ) {
    this.transport = nodemailer.createTransport(smtpTransportUrl(options.url));
  }

  private get log() {
    return this.options.log ?? console;
  }

  private now() {
    return (this.options.clock ?? (() => new Date()))();
  }

  private get from() {
    return senderOf(this.options.owner, this.options.from);
  }

  /** Concurrent calls share one pass and ask for another after it; never rejects. */
  deliverDue(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        // A call that comes during the notice asks for another pass too.
        do {
          this.again = false;
          await this.pass();
          if (!this.again) await this.noticeHeld();
        } while (this.again && !this.stopped);
      } catch (error) {
        // The database was locked or closed: what is due stays due for the next pass.
        this.log.error(`[mail] delivery paused (${reasonOf(error)}); it resumes on the next pass`);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async pass() {
    const now = this.now();
    const claimed = this.store.deliveries.claim(now, new Date(now.getTime() + DELIVERY.leaseMs));
    // Claimed and handed to the transport in one turn when possible, so a stop() right after
    // deliverDue() still lets that message go out.
    const due = Array.isArray(claimed) ? claimed : await claimed;
    for (const message of due) {
      // Claimed but unsent messages go out after their lease, from the next start.
      if (this.stopped) break;
      await this.deliver(message);
    }
    if (due.length === 10) this.again = true;
  }

  private async deliver(message: StoredMessage) {
    let failure: string | null = null;
    try {
      await this.transport.sendMail({
        from: this.from,
        ...notification(message, this.options.owner, this.options.offerName),
      });
    } catch (error) {
      failure = reasonOf(error);
    }
    if (failure === null) {
      await this.store.deliveries.delivered(message.id, this.now());
      return;
    }
    const retryAt = nextRetry(message.deliveryAttempts + 1, this.now());
    await this.store.deliveries.failed(message.id, failure, retryAt);
    this.log.error(
      `[mail] message #${message.id} not delivered (${failure}); ` +
        (retryAt
          ? `next attempt at ${retryAt.toISOString()}`
          : 'no more attempts; it stays in the inbox'),
    );
  }

  /** One e-mail to the owner; a failure is logged, never thrown, and not retried. */
  async tellOwner(mail: { subject: string; text: string }): Promise<void> {
    if (this.stopped) return;
    try {
      await this.transport.sendMail({ from: this.from, to: this.options.owner.email, ...mail });
    } catch (error) {
      this.log.error(`[mail] "${mail.subject}" was not sent (${reasonOf(error)})`);
    }
  }

  async noticeHeld(): Promise<void> {
    const now = this.now();
    if (this.stopped || now.getTime() < this.noticeRetryAt) return;
    try {
      const held = await this.store.held.claimNotice(now);
      if (!held) return;
      try {
        await this.transport.sendMail({ from: this.from, ...heldNotice(held, this.options.owner) });
      } catch (error) {
        this.noticeRetryAt = now.getTime() + HELD_NOTICE.retryMs;
        await this.store.held.unclaimNotice(held.previous);
        this.log.error(
          `[mail] the notice of held messages was not sent (${reasonOf(error)}); next attempt at ${new Date(this.noticeRetryAt).toISOString()}`,
        );
      }
    } catch (error) {
      this.log.error(`[mail] held messages could not be checked (${reasonOf(error)})`);
    }
  }

  start(intervalMs: number = DELIVERY.intervalMs) {
    this.timer ??= setInterval(() => void this.deliverDue(), intervalMs);
    this.timer.unref();
  }

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
