import type { ExpressionBuilder } from 'kysely';
import { checkNewLink, hashSecret, isSecret, newSecret, OPENED_PAGE_MAX } from './input';
import type { Database } from './tables';
import {
  b,
  affected,
  countAll,
  counted,
  first,
  iso,
  isRowId,
  lock,
  rows,
  rowsIfAny,
  Store,
  type Engine,
} from './sql';
import {
  PRIVATE_LINK_LIMITS,
  type NewPrivateLink,
  type PrivateLink,
  type PrivateLinkLimits,
  type PrivateLinkOpens,
  type PrivateLinkSummary,
} from './types';

const LINK = [
  'id',
  'client',
  'projects',
  'created_at as createdAt',
  'expires_at as expiresAt',
  'max_uses as maxUses',
  'uses',
] as const;

const SUMMARY = [
  ...LINK,
  'revoked_at as revokedAt',
  'opens',
  'first_opened_at as firstOpenedAt',
  'last_opened_at as lastOpenedAt',
  'last_page as lastPage',
] as const;

const asLink = <T extends PrivateLink>(row: unknown): T => {
  const link = row as T & { projects: string };
  return { ...link, projects: JSON.parse(link.projects) as string[] };
};

/** A link "works" while it is neither revoked nor expired. */
const works = (now: Date) => (eb: ExpressionBuilder<Database, 'private_links'>) =>
  eb.and([
    eb('revoked_at', 'is', null),
    eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', iso(now))]),
  ]);

/** …and has uses left. */
const opens = (token: string, now: Date) => (eb: ExpressionBuilder<Database, 'private_links'>) =>
  eb.and([
    eb('token_hash', '=', hashSecret(token)),
    works(now)(eb),
    eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]),
  ]);

/** A session lasts `sessionMs`, and never past its link. */
function sessionExpiry(link: PrivateLink, now: Date, sessionMs: number): string {
  const ends = new Date(now.getTime() + sessionMs);
  return link.expiresAt && Date.parse(link.expiresAt) < ends.getTime() ? link.expiresAt : iso(ends);
}

const tooManyLinks = (count: number) =>
  new Error(
    `there are ${count} private links, revoked and expired ones included, the most one site keeps: ` +
      'delete those that ended with `npm run private-link -- prune`',
  );

/** Private links on either engine: single statements, row locks (PostgreSQL) and write
 * transactions (SQLite) count a link's uses and its first open once, however requests race. */
export class PrivateLinkStore extends Store {
  private readonly limits: PrivateLinkLimits;

  constructor(engine: Engine, limits: Partial<PrivateLinkLimits> = {}) {
    super(engine);
    this.limits = { ...PRIVATE_LINK_LIMITS, ...limits };
  }

  /** The token is answered once and never stored: only its hash is. */
  async createLink(input: NewPrivateLink): Promise<{ id: number; token: string }> {
    const now = input.now ?? new Date();
    const link = checkNewLink(input, now);
    const token = newSecret();
    const max = this.limits.links;
    return this.engine.run(
      function* () {
        // Creations take turns, so two at once cannot both pass the count.
        yield* lock('createLink');
        const count = yield* counted(b.selectFrom('private_links').select(countAll.as('count')));
        if (count >= max) throw tooManyLinks(count);
        const row = yield* first(
          b
            .insertInto('private_links')
            .values({
              token_hash: hashSecret(token),
              client: link.client,
              projects: JSON.stringify(link.projects),
              created_at: iso(now),
              expires_at: link.expiresAt && iso(link.expiresAt),
              max_uses: link.maxUses,
            })
            .returning('id'),
        );
        return { id: Number(row!.id), token };
      },
      { transaction: 'write' },
    );
  }

  /** Whether the token would open now, as `exchange` finds it, without using it: for the page
   * that asks for the click (a link preview's fetch spends nothing). */
  async wouldOpen(token: string, now = new Date()): Promise<boolean> {
    if (!isSecret(token)) return false;
    const query = b.selectFrom('private_links').select('id').where(opens(token, now));
    return (await this.engine.run(() => first(query))) !== undefined;
  }

  /** Null for a token that is unknown, revoked, expired or used up; else one more use. The update
   * checks the uses again on the row it waited for: two racing for the last use get one. */
  async exchange(token: string, now = new Date()) {
    if (!isSecret(token)) return null;
    const { engine, limits } = this;
    return engine.run(
      function* () {
        const row = yield* first(
          b
            .updateTable('private_links')
            .set((eb) => ({ uses: eb('uses', '+', 1) }))
            .where(opens(token, now))
            .returning(LINK),
        );
        if (!row) return null;
        const link = asLink<PrivateLink>(row);
        const sessionId = newSecret();
        const idHash = hashSecret(sessionId);
        const expired = b
          .selectFrom('private_sessions')
          .select('id_hash')
          .where('expires_at', '<=', iso(now))
          .$if(engine.rowLocks, (q) => q.forUpdate().skipLocked());
        yield* affected(b.deleteFrom('private_sessions').where('id_hash', 'in', expired));
        yield* affected(
          b.insertInto('private_sessions').values({
            id_hash: idHash,
            link_id: link.id,
            created_at: iso(now),
            expires_at: sessionExpiry(link, now, limits.sessionMs),
          }),
        );
        // Sessions have no order of insertion to break ties of time by: the new one always stays.
        const others = (q: ExpressionBuilder<Database, 'private_sessions'>) =>
          q.and([q('link_id', '=', link.id), q('id_hash', '<>', idHash)]);
        const kept = b
          .selectFrom('private_sessions')
          .select('id_hash')
          .where(others)
          .orderBy('created_at', 'desc')
          .orderBy('id_hash', 'desc')
          .limit(limits.sessionsPerLink - 1);
        yield* affected(
          b.deleteFrom('private_sessions').where(others).where('id_hash', 'not in', kept),
        );
        return { sessionId, link };
      },
      { transaction: 'write' },
    );
  }

  /** A link used up still serves the sessions it gave; a revoked or expired one serves none. */
  async session(sessionId: string, now = new Date()): Promise<PrivateLink | null> {
    if (!isSecret(sessionId)) return null;
    const query = b
      .selectFrom('private_links')
      .select(LINK)
      .where(works(now))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('private_sessions')
          .select('link_id')
          .where('id_hash', '=', hashSecret(sessionId))
          .where('expires_at', '>', iso(now)),
      );
    const row = await this.engine.run(() => first(query));
    return row ? asLink(row) : null;
  }

  /** `first` is true for the link's first open only: its row is locked first, so of opens racing
   * from anywhere one sees it unopened. */
  recordOpen(linkId: number, page: string, now = new Date()): Promise<{ first: boolean }> {
    const shown = [...page].slice(0, OPENED_PAGE_MAX).join('');
    if (!isRowId(linkId)) return Promise.resolve({ first: false });
    const { engine, limits } = this;
    return engine.run(
      function* () {
        const link = yield* first(
          b
            .selectFrom('private_links')
            .select('first_opened_at as first')
            .where('id', '=', linkId)
            .$if(engine.rowLocks, (q) => q.forUpdate()),
        );
        if (!link) return { first: false };
        yield* affected(
          b.insertInto('private_opens').values({ link_id: linkId, at: iso(now), page: shown }),
        );
        yield* affected(
          b
            .updateTable('private_links')
            .set((eb) => ({
              opens: eb('opens', '+', 1),
              first_opened_at: eb.fn.coalesce('first_opened_at', eb.val(iso(now))),
              last_opened_at: iso(now),
              last_page: shown,
            }))
            .where('id', '=', linkId),
        );
        const oldestKept = b
          .selectFrom('private_opens')
          .select('id')
          .where('link_id', '=', linkId)
          .orderBy('id', 'desc')
          .limit(1)
          .offset(limits.opensPerLink);
        yield* affected(
          b.deleteFrom('private_opens').where('link_id', '=', linkId).where('id', '<=', oldestKept),
        );
        return { first: link.first === null };
      },
      { transaction: 'write' },
    );
  }

  async list(): Promise<PrivateLinkSummary[]> {
    const query = b
      .selectFrom('private_links')
      .select(SUMMARY)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');
    const found = await this.engine.run(() => rowsIfAny(query, 'private_links'));
    return found.map((row) => asLink<PrivateLinkSummary>(row));
  }

  /** The opens in [from, to), per link, the most opened first (at most `top` links). */
  async opensBetween(
    { from, to }: { from: Date; to: Date },
    top = -1,
  ): Promise<PrivateLinkOpens[]> {
    const query = b
      .selectFrom('private_opens as o')
      .innerJoin('private_links as l', 'l.id', 'o.link_id')
      .select((eb) => [
        'l.id',
        'l.client',
        countAll.as('opens'),
        eb.fn.max('o.at').as('lastOpenedAt'),
      ])
      .where('o.at', '>=', iso(from))
      .where('o.at', '<', iso(to))
      .groupBy(['l.id', 'l.client'])
      .orderBy('opens', 'desc')
      .orderBy('l.id')
      .$if(top >= 0, (q) => q.limit(top));
    const found = await this.engine.run(() => rows(query));
    return found.map((row) => ({ ...row, opens: Number(row.opens) }));
  }

  /** Ends the link's sessions at once; false when it is unknown or revoked already. */
  async revoke(id: number, now = new Date()): Promise<boolean> {
    if (!isRowId(id)) return false;
    return this.engine.run(
      function* () {
        const revoked = yield* affected(
          b
            .updateTable('private_links')
            .set({ revoked_at: iso(now) })
            .where('id', '=', id)
            .where('revoked_at', 'is', null),
        );
        if (revoked) yield* affected(b.deleteFrom('private_sessions').where('link_id', '=', id));
        return revoked > 0;
      },
      { transaction: 'write' },
    );
  }

  /** Deletes the links that no longer work (revoked or expired), their sessions and opens with
   * them (ON DELETE CASCADE); answers how many. */
  prune(now = new Date()): Promise<number> {
    const query = b.deleteFrom('private_links').where((eb) => eb.not(works(now)(eb)));
    return this.engine.run(() => affected(query));
  }
}
