import { sql, type Selection } from 'kysely';
import { hashSecret, isSecret, newSecret } from './input';
import type { Database } from './tables';
import { b, affected, countAll, counted, first, iso, lock, metaSecret, rows, Store } from './sql';
import {
  ADMIN_LIMITS,
  type AdminSession,
  type Passkey,
  type SignInAttempt,
  type SignInMethod,
} from './types';

const PASSKEY = [
  'id',
  'public_key as publicKey',
  'counter',
  'transports',
  'created_at as createdAt',
  'last_used_at as lastUsedAt',
] as const;

/** Transports are kept as JSON text, the key as bytes. */
const asPasskey = (
  row: Selection<Database, 'admin_passkeys', (typeof PASSKEY)[number]>,
): Passkey => ({
  ...row,
  counter: Number(row.counter),
  publicKey: new Uint8Array(row.publicKey),
  transports: JSON.parse(row.transports) as string[],
});

const ago = (now: Date, ms: number) => iso(new Date(now.getTime() - ms));

/** The owner's sign-in, beside the messages: one backup (or one database) holds the dashboard. */
export class AdminStore extends Store {
  /** A one-time sign-in link's token, answered once: only its hash is kept. */
  async createSignInLink(now = new Date()) {
    const token = newSecret();
    const expiresAt = iso(new Date(now.getTime() + ADMIN_LIMITS.linkMs));
    await this.engine.run(
      function* () {
        yield* affected(b.deleteFrom('admin_links').where('expires_at', '<=', iso(now)));
        yield* affected(
          b
            .insertInto('admin_links')
            .values({ token_hash: hashSecret(token), created_at: iso(now), expires_at: expiresAt }),
        );
      },
      { transaction: 'write' },
    );
    return { token, expiresAt };
  }

  /** True once per token, within its time; the token is spent either way. One statement: of two
   * requests deleting the same row, only one gets it back. */
  async useSignInLink(token: string, now = new Date()) {
    if (!isSecret(token)) return false;
    const query = b
      .deleteFrom('admin_links')
      .where('token_hash', '=', hashSecret(token))
      .returning('expires_at as expiresAt');
    const row = await this.engine.run(() => first(query));
    return !!row && Date.parse(row.expiresAt) > now.getTime();
  }

  async startSession(method: SignInMethod, now = new Date()) {
    const sessionId = newSecret();
    const idHash = hashSecret(sessionId);
    await this.engine.run(
      function* () {
        yield* lock('adminSessions');
        yield* affected(
          b.insertInto('admin_sessions').values({
            id_hash: idHash,
            created_at: iso(now),
            last_seen_at: iso(now),
            method,
          }),
        );
        // Ended ones go; past the most kept, the longest unused make way, never the new one.
        const kept = b
          .selectFrom('admin_sessions')
          .select('id_hash')
          .orderBy(sql`id_hash = ${idHash}`, 'desc')
          .orderBy('last_seen_at', 'desc')
          .orderBy('created_at', 'desc')
          .limit(ADMIN_LIMITS.sessions);
        yield* affected(
          b
            .deleteFrom('admin_sessions')
            .where((eb) =>
              eb.or([
                eb('created_at', '<=', ago(now, ADMIN_LIMITS.absoluteMs)),
                eb('last_seen_at', '<=', ago(now, ADMIN_LIMITS.idleMs)),
                eb('id_hash', 'not in', kept),
              ]),
            ),
        );
      },
      { transaction: 'write' },
    );
    return sessionId;
  }

  /** Null when unknown, idle too long or too old; else the session, seen now. */
  async session(sessionId: string, now = new Date()): Promise<AdminSession | null> {
    if (!isSecret(sessionId)) return null;
    const query = b
      .updateTable('admin_sessions')
      .set({ last_seen_at: iso(now) })
      .where('id_hash', '=', hashSecret(sessionId))
      .where('created_at', '>', ago(now, ADMIN_LIMITS.absoluteMs))
      .where('last_seen_at', '>', ago(now, ADMIN_LIMITS.idleMs))
      .returning(['created_at as createdAt', 'last_seen_at as lastSeenAt', 'method']);
    const row = await this.engine.run(() => first(query));
    return row ? { ...row, method: row.method as SignInMethod } : null;
  }

  async endSession(sessionId: string) {
    if (!isSecret(sessionId)) return;
    const query = b.deleteFrom('admin_sessions').where('id_hash', '=', hashSecret(sessionId));
    await this.engine.run(() => affected(query));
  }

  /** Ends every session: the owner's "sign out everywhere". Answers how many ended. */
  endAllSessions() {
    return this.engine.run(() => affected(b.deleteFrom('admin_sessions')));
  }

  async countSessions(now = new Date()) {
    const query = b
      .selectFrom('admin_sessions')
      .select(countAll.as('count'))
      .where('created_at', '>', ago(now, ADMIN_LIMITS.absoluteMs))
      .where('last_seen_at', '>', ago(now, ADMIN_LIMITS.idleMs));
    return this.engine.run(() => counted(query));
  }

  async addPasskey(passkey: Omit<Passkey, 'createdAt' | 'lastUsedAt'>, now = new Date()) {
    await this.engine.run(
      function* () {
        yield* lock('passkeys');
        const count = yield* counted(b.selectFrom('admin_passkeys').select(countAll.as('count')));
        if (count >= ADMIN_LIMITS.passkeys) {
          throw new Error(`a site keeps at most ${ADMIN_LIMITS.passkeys} passkeys`);
        }
        yield* affected(
          b.insertInto('admin_passkeys').values({
            id: passkey.id,
            public_key: Buffer.from(passkey.publicKey),
            counter: passkey.counter,
            transports: JSON.stringify(passkey.transports),
            created_at: iso(now),
          }),
        );
      },
      { transaction: 'write' },
    );
  }

  async passkeys() {
    const query = b
      .selectFrom('admin_passkeys')
      .select(PASSKEY)
      .orderBy('created_at')
      .orderBy('id');
    return (await this.engine.run(() => rows(query))).map(asPasskey);
  }

  async passkey(id: string) {
    const query = b.selectFrom('admin_passkeys').select(PASSKEY).where('id', '=', id);
    const row = await this.engine.run(() => first(query));
    return row ? asPasskey(row) : null;
  }

  async passkeyUsed(id: string, counter: number, now = new Date()) {
    const query = b
      .updateTable('admin_passkeys')
      .set({ counter, last_used_at: iso(now) })
      .where('id', '=', id);
    await this.engine.run(() => affected(query));
  }

  async removePasskey(id: string) {
    const query = b.deleteFrom('admin_passkeys').where('id', '=', id);
    return (await this.engine.run(() => affected(query))) > 0;
  }

  /** The site's own key for sealing what the browser keeps for it (a passkey's challenge). */
  signingKey() {
    return this.engine.run(() => metaSecret('admin_key'));
  }

  /** True the first time a passkey's challenge is spent, false ever after (one statement: of two
   * requests spending it, only one inserts it); kept until the challenge has expired. */
  spendChallenge(challenge: string, now = new Date()) {
    return this.engine.run(function* () {
      yield* affected(b.deleteFrom('admin_challenges').where('expires_at', '<=', iso(now)));
      const added = yield* affected(
        b
          .insertInto('admin_challenges')
          .values({
            challenge_hash: hashSecret(challenge),
            expires_at: iso(new Date(now.getTime() + ADMIN_LIMITS.challengeMs)),
          })
          .onConflict((c) => c.column('challenge_hash').doNothing()),
      );
      return added === 1;
    });
  }

  async recordAttempt(
    attempt: { method: SignInMethod; ok: boolean; sender: string; block: string },
    now = new Date(),
  ) {
    await this.engine.run(
      function* () {
        yield* lock('attempts');
        yield* affected(
          b.insertInto('admin_attempts').values({
            at: iso(now),
            method: attempt.method,
            ok: attempt.ok,
            sender_hash: attempt.sender,
            block_hash: attempt.block,
          }),
        );
        // By position rather than by arithmetic on ids, which a rolled-back insert leaves gaps in.
        const oldestKept = b
          .selectFrom('admin_attempts')
          .select('id')
          .orderBy('id', 'desc')
          .offset(ADMIN_LIMITS.attemptsKept)
          .limit(1);
        yield* affected(b.deleteFrom('admin_attempts').where('id', '<=', oldestKept));
      },
      { transaction: 'write' },
    );
  }

  /** Whether this sender, or its network, failed too often of late. */
  tooManyFailures({ sender, block }: { sender: string; block: string }, now = new Date()) {
    const failures = (column: 'sender_hash' | 'block_hash', value: string) =>
      counted(
        b
          .selectFrom('admin_attempts')
          .select(countAll.as('count'))
          .where(column, '=', value)
          .where('at', '>', ago(now, ADMIN_LIMITS.failureWindowMs))
          .where('ok', '=', sql.lit(false)),
      );
    return this.engine.run(function* () {
      if ((yield* failures('sender_hash', sender)) >= ADMIN_LIMITS.failuresPerSender) return true;
      return (yield* failures('block_hash', block)) >= ADMIN_LIMITS.failuresPerBlock;
    });
  }

  async recentAttempts(limit: number) {
    const query = b
      .selectFrom('admin_attempts')
      .select(['at', 'method', 'ok'])
      .orderBy('id', 'desc')
      .limit(limit);
    return (await this.engine.run(() => rows(query))).map((row): SignInAttempt => ({
      ...row,
      method: row.method as SignInMethod,
      ok: Boolean(row.ok),
    }));
  }
}
