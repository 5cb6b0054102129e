import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from './tables';
import { createHmac } from 'node:crypto';
import {
  b,
  affected,
  countAll,
  counted,
  first,
  iso,
  isRowId,
  lock,
  metaSecret,
  metaValue,
  rows,
  setMeta,
  Store,
  type Engine,
  type Work,
} from './sql';
import {
  HELD_LIMITS,
  HELD_NOTICE,
  HELD_RETRY_AFTER_MS,
  type AddOptions,
  type AddResult,
  type HeldLimits,
  type HeldNotice,
  type HeldSelection,
  type HeldSummary,
  type InboxFilter,
  type MessageState,
  type NewMessage,
  type SenderNetworks,
  type StoredMessage,
  type WaitOptions,
} from './types';

/** The columns of a StoredMessage, named as it names them. */
const COLUMNS = [
  'id',
  'received_at as receivedAt',
  'name',
  'email',
  'subject',
  'message',
  'offer',
  'sender_hash as senderHash',
  'delivered_at as deliveredAt',
  'delivery_attempts as deliveryAttempts',
  'delivery_error as deliveryError',
  'held',
  'state',
  'language',
] as const;

const selectMessages = () => b.selectFrom('messages').select(COLUMNS);

const asMessage = (row: unknown): StoredMessage => {
  const message = row as StoredMessage;
  return { ...message, held: Boolean(message.held), state: message.state ?? 'new' };
};

const HELD = sql<boolean>`held = true`;
const NOT_HELD = sql<boolean>`held = false`;

/** The salt every instance shares. */
export const senderSalt = (readonly = false) => metaSecret('sender_salt', readonly);

/** Thrown inside checkUsable's transaction so that its write is rolled back. */
class Undo extends Error {}

const count = (
  where: (query: ReturnType<typeof countMessages>) => ReturnType<typeof countMessages>,
) => counted(where(countMessages()));
const countMessages = () => b.selectFrom('messages').select(countAll.as('count'));

/** Messages on either engine: instances sharing PostgreSQL take, list and send the same ones. */
export class MessageStore extends Store {
  readonly held: HeldMessages;
  readonly deliveries: DeliveryQueue;
  private loading: Promise<void> | null = null;

  constructor(
    engine: Engine,
    private secret: Buffer | null = null,
  ) {
    super(engine);
    this.held = new HeldMessages(engine);
    this.deliveries = new DeliveryQueue(engine);
  }

  ready(): Promise<void> {
    if (this.secret) return Promise.resolve();
    this.loading ??= this.engine
      .run(() => senderSalt())
      .then(
        (secret) => void (this.secret = secret),
        (error: unknown) => {
          this.loading = null;
          throw error;
        },
      );
    return this.loading;
  }

  /** Salted and hashed: enough to count, never enough to recover the address. */
  hashSender(address: string): string {
    if (!this.secret) throw new Error('hashSender was called before ready() resolved');
    return createHmac('sha256', this.secret).update(address).digest('hex').slice(0, 32);
  }

  // Over the site-wide limit a message is held, not refused: a visitor caught in a flood loses
  // nothing. Counts and insert share one transaction, under a lock every instance takes.
  addMessage(
    input: NewMessage,
    senderHash: string,
    {
      now = new Date(),
      block = '',
      wide = '',
      perSender = null,
      site = null,
      held: heldLimits = HELD_LIMITS,
    }: AddOptions = {},
  ): Promise<AddResult> {
    const since = (windowMs: number) => iso(new Date(now.getTime() - windowMs));
    const held = this.held;
    return this.engine.run(
      function* (): Work<AddResult> {
        yield* lock('addMessage');
        if (
          perSender &&
          (yield* count((q) =>
            q
              .where('sender_hash', '=', senderHash)
              .where('received_at', '>', since(perSender.windowMs)),
          )) >= perSender.max
        ) {
          return { stored: false, reason: 'sender', retryAfterMs: perSender.windowMs };
        }
        const isHeld =
          !!site &&
          (yield* count((q) => q.where('received_at', '>', since(site.windowMs)))) >= site.max;
        const over = isHeld ? yield* held.over(senderHash, { block, wide }, heldLimits) : null;
        if (over)
          return { stored: false, reason: `held-${over}`, retryAfterMs: HELD_RETRY_AFTER_MS };
        const added = yield* first(
          b
            .insertInto('messages')
            .values({
              received_at: iso(now),
              name: input.name,
              email: input.email,
              subject: input.subject,
              message: input.message,
              offer: input.offer,
              language: input.language ?? null,
              sender_hash: senderHash,
              block_hash: block,
              wide_hash: wide,
              next_delivery_at: isHeld ? null : iso(now),
              held: isHeld,
            })
            .returning('id'),
        );
        if (isHeld) yield* held.evictOver(heldLimits.total);
        return { stored: true, id: Number(added!.id), held: isHeld };
      },
      { transaction: 'write' },
    );
  }

  listMessages({ since, limit = -1 }: { since?: Date; limit?: number } = {}) {
    const query = selectMessages()
      .$if(!!since, (q) => q.where('received_at', '>=', iso(since!)))
      .orderBy('received_at', 'desc')
      .orderBy('id', 'desc')
      .$if(limit >= 0, (q) => q.limit(limit));
    return this.engine.run(function* () {
      return (yield* rows(query)).map(asMessage);
    });
  }

  /** The dashboard's inbox: newest first, filtered by state (held ones have their own filter). */
  inbox({ state, offer, limit, offset = 0 }: InboxFilter) {
    const filter = (eb: ExpressionBuilder<Database, 'messages'>) =>
      eb.and([
        ...(state === 'held' ? [HELD] : []),
        ...(state && state !== 'held' ? [NOT_HELD, eb('state', '=', state)] : []),
        ...(offer === '' ? [eb('offer', 'is', null)] : offer ? [eb('offer', '=', offer)] : []),
      ]);
    const query = selectMessages()
      .where(filter)
      .orderBy('received_at', 'desc')
      .orderBy('id', 'desc')
      .$if(limit >= 0, (q) => q.limit(limit))
      .offset(Math.max(0, offset));
    return this.engine.run(function* () {
      const total = yield* count((q) => q.where(filter));
      return { messages: (yield* rows(query)).map(asMessage), total };
    });
  }

  async message(id: number) {
    if (!isRowId(id)) return null;
    const row = await this.engine.run(() => first(selectMessages().where('id', '=', id)));
    return row ? asMessage(row) : null;
  }

  /** False when there is no such message. */
  async setState(id: number, state: MessageState) {
    if (!isRowId(id)) return false;
    const query = b.updateTable('messages').set({ state }).where('id', '=', id);
    return (await this.engine.run(() => affected(query))) > 0;
  }

  async remove(id: number) {
    if (!isRowId(id)) return false;
    return (
      (await this.engine.run(() => affected(b.deleteFrom('messages').where('id', '=', id)))) > 0
    );
  }

  /** Messages received in [from, to), per offer (null: none chosen); held ones and spam aside,
   * offers sorted by code point, none first, whatever the database's locale. */
  async perOffer({ from, to }: { from: Date; to: Date }) {
    const query = b
      .selectFrom('messages')
      .select(['offer', countAll.as('messages')])
      .where('received_at', '>=', iso(from))
      .where('received_at', '<', iso(to))
      .where(NOT_HELD)
      .where('state', '<>', 'spam')
      .groupBy('offer');
    const found = (await this.engine.run(() => rows(query))).map((row) => ({
      offer: row.offer,
      messages: Number(row.messages),
    }));
    const order = (offer: string | null) => (offer === null ? '' : `\u0001${offer}`);
    return found.sort(
      (x, y) => y.messages - x.messages || (order(x.offer) < order(y.offer) ? -1 : 1),
    );
  }

  countMessages(): Promise<number> {
    return this.engine.run(() => count((q) => q));
  }

  prune(before: Date): Promise<number> {
    return this.engine.run(() =>
      affected(b.deleteFrom('messages').where('received_at', '<', iso(before))),
    );
  }

  // A write rolled back at once, so a database that is unreachable, read only or locked
  // past `maxWaitMs` shows up here.
  async checkUsable({ maxWaitMs }: WaitOptions = {}) {
    try {
      await this.engine.run(
        function* () {
          yield* rows(b.selectFrom('messages').select('id').limit(1));
          yield* setMeta('health', '');
          throw new Undo();
        },
        { transaction: 'write', maxWaitMs },
      );
    } catch (error) {
      if (!(error instanceof Undo)) throw error;
    }
  }
}

const NOTICE_KEY = 'held_notice_at';

function* current(): Work<HeldSummary> {
  const row = yield* first(
    b
      .selectFrom('messages')
      .select([countAll.as('count'), b.fn.min('received_at').as('oldest')])
      .where(HELD),
  );
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null };
}

const selected = (which: HeldSelection) => (which === 'all' ? null : which.filter(isRowId));
const ids = (found: { id: number }[]) => found.map(({ id }) => Number(id)).sort((x, y) => x - y);

function* lastNotice(): Work<string | null> {
  return (yield* metaValue(NOTICE_KEY)) ?? null;
}

function* noticeDue(now: Date, everyMs: number): Work<boolean> {
  const last = yield* lastNotice();
  if (last && now.getTime() - Date.parse(last) < everyMs) return false;
  const since = b
    .selectFrom('messages')
    .select('id')
    .where(HELD)
    .$if(!!last, (q) => q.where('received_at', '>', last!))
    .limit(1);
  return !!(yield* first(since));
}

export class HeldMessages {
  constructor(private readonly engine: Engine) {}

  *over(
    sender: string,
    { block, wide }: SenderNetworks,
    limits: HeldLimits,
  ): Work<'sender' | 'block' | 'wide' | null> {
    const held = (column: 'sender_hash' | 'block_hash' | 'wide_hash', value: string) =>
      count((q) => q.where(HELD).where(column, '=', value));
    if ((yield* held('sender_hash', sender)) >= limits.perSender) return 'sender';
    // Messages from before networks were recorded have none, and are no network's.
    if (block && (yield* held('block_hash', block)) >= limits.perBlock) return 'block';
    if (wide && (yield* held('wide_hash', wide)) >= limits.perWide) return 'wide';
    return null;
  }

  // The range holding the most, then its network holding the most, loses its oldest: a flood
  // displaces only its own messages, however many networks it is spread over.
  *evictOver(total: number): Work<number> {
    let evicted = 0;
    while ((yield* current()).count > total) {
      const gone = yield* affected(sql`DELETE FROM messages WHERE id = (
        SELECT min(id) FROM messages WHERE held = true AND block_hash = (
          SELECT block_hash FROM messages WHERE held = true AND wide_hash =
            (SELECT wide_hash FROM messages WHERE held = true
             GROUP BY wide_hash ORDER BY count(*) DESC, min(id) LIMIT 1)
          GROUP BY block_hash ORDER BY count(*) DESC, min(id) LIMIT 1))`);
      if (!gone) break;
      evicted += gone;
    }
    return evicted;
  }

  summary(): Promise<HeldSummary> {
    return this.engine.run(current);
  }

  async release(which: HeldSelection, now = new Date()): Promise<number[]> {
    const chosen = selected(which);
    if (chosen?.length === 0) return [];
    const query = b
      .updateTable('messages')
      .set({ held: false, next_delivery_at: iso(now) })
      .where(HELD)
      .$if(!!chosen, (q) => q.where('id', 'in', chosen!))
      .returning('id');
    return ids(await this.engine.run(() => rows(query)));
  }

  async remove(which: HeldSelection): Promise<number[]> {
    const chosen = selected(which);
    if (chosen?.length === 0) return [];
    const query = b
      .deleteFrom('messages')
      .where(HELD)
      .$if(!!chosen, (q) => q.where('id', 'in', chosen!))
      .returning('id');
    return ids(await this.engine.run(() => rows(query)));
  }

  /** Null unless a notice is due; once claimed, no other process sends it (it is recorded before
   * sending; unclaimNotice undoes a failure). */
  async claimNotice(
    now = new Date(),
    everyMs: number = HELD_NOTICE.everyMs,
  ): Promise<HeldNotice | null> {
    // Read first: a flood asks on every held message, and most answers are "not yet".
    if (!(await this.engine.run(() => noticeDue(now, everyMs)))) return null;
    return this.engine.run(
      function* (): Work<HeldNotice | null> {
        yield* lock('heldNotice');
        if (!(yield* noticeDue(now, everyMs))) return null;
        const previous = yield* lastNotice();
        yield* setMeta(NOTICE_KEY, iso(now));
        return { ...(yield* current()), previous };
      },
      { transaction: 'write' },
    );
  }

  async unclaimNotice(previous: string | null) {
    const query =
      previous === null
        ? b.deleteFrom('meta').where('key', '=', NOTICE_KEY)
        : b.updateTable('meta').set({ value: previous }).where('key', '=', NOTICE_KEY);
    await this.engine.run(() => affected(query));
  }
}

export class DeliveryQueue {
  constructor(private readonly engine: Engine) {}

  /** Leased until `leaseUntil`, so two processes never send one message at once (a crash only
   * delays it); answered at once where the engine can, so a message claimed just before the
   * mailer stops still goes out. Rows another instance is leasing are skipped, not waited for. */
  claim(now: Date, leaseUntil: Date, max = 10): StoredMessage[] | Promise<StoredMessage[]> {
    const due = selectMessages()
      .where('delivered_at', 'is', null)
      .where('next_delivery_at', 'is not', null)
      .where('next_delivery_at', '<=', iso(now))
      .orderBy('id')
      .limit(max)
      .$if(this.engine.rowLocks, (q) => q.forUpdate().skipLocked());
    const claim = function* () {
      const found = (yield* rows(due)).map(asMessage);
      if (found.length) {
        yield* affected(
          b
            .updateTable('messages')
            .set({ next_delivery_at: iso(leaseUntil) })
            .where(
              'id',
              'in',
              found.map((message) => message.id),
            ),
        );
      }
      return found;
    };
    const options = { transaction: 'write' } as const;
    return this.engine.runNow(claim, options) ?? this.engine.run(claim, options);
  }

  async delivered(id: number, now = new Date()) {
    if (!isRowId(id)) return;
    const query = b
      .updateTable('messages')
      .set((eb) => ({
        delivered_at: iso(now),
        next_delivery_at: null,
        delivery_error: null,
        delivery_attempts: eb('delivery_attempts', '+', 1),
      }))
      .where('id', '=', id);
    await this.engine.run(() => affected(query));
  }

  /** `retryAt` null means no more attempts; the message stays stored. */
  async failed(id: number, error: string, retryAt: Date | null) {
    if (!isRowId(id)) return;
    const query = b
      .updateTable('messages')
      .set((eb) => ({
        delivery_attempts: eb('delivery_attempts', '+', 1),
        delivery_error: error.slice(0, 500),
        next_delivery_at: retryAt ? iso(retryAt) : null,
      }))
      .where('id', '=', id);
    await this.engine.run(() => affected(query));
  }
}

export { DATABASE_FILE } from './engines/sqlite';
