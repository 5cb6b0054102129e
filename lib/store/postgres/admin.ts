import { randomBytes } from 'node:crypto';
import { hashSecret, isSecret, newSecret } from '../private-link-input';
import { ago, asPasskey } from '../sqlite/admin';
import { iso } from '../sqlite/database';
import {
  ADMIN_LIMITS,
  type AdminSession,
  type AdminStore,
  type Passkey,
  type SignInAttempt,
  type SignInMethod,
} from '../types';
import type { PostgresDatabase } from './database';

const PASSKEY_COLUMNS = `id, public_key AS "publicKey", counter, transports,
  created_at AS "createdAt", last_used_at AS "lastUsedAt"`;

// Self-conflicting, so instances take turns at a count and the write it allows; reads go on.
const takeTurns = (table: string) => `LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`;

/** The owner's sign-in, shared by every instance of the site on the database. */
export class PostgresAdminStore implements AdminStore {
  constructor(private readonly db: PostgresDatabase) {}

  async createSignInLink(now = new Date()) {
    const token = newSecret();
    const expiresAt = iso(new Date(now.getTime() + ADMIN_LIMITS.linkMs));
    await this.db.write(async (db) => {
      await db.query(`DELETE FROM admin_links WHERE expires_at <= $1`, [iso(now)]);
      await db.query(
        `INSERT INTO admin_links (token_hash, created_at, expires_at) VALUES ($1, $2, $3)`,
        [hashSecret(token), iso(now), expiresAt],
      );
    });
    return { token, expiresAt };
  }

  async useSignInLink(token: string, now = new Date()) {
    if (!isSecret(token)) return false;
    // One statement: of two instances deleting the same row, only one gets it back.
    const row = await this.db.one<{ ok: boolean }>(
      `DELETE FROM admin_links WHERE token_hash = $1 RETURNING expires_at > $2 AS ok`,
      [hashSecret(token), iso(now)],
    );
    return row?.ok === true;
  }

  async startSession(method: SignInMethod, now = new Date()) {
    const sessionId = newSecret();
    const idHash = hashSecret(sessionId);
    await this.db.write(async (db) => {
      await db.query(takeTurns('admin_sessions'));
      await db.query(
        `INSERT INTO admin_sessions (id_hash, created_at, last_seen_at, method)
         VALUES ($1, $2, $2, $3)`,
        [idHash, iso(now), method],
      );
      // Ended ones go; past the most kept, the longest unused make way, never the new one.
      await db.query(
        `DELETE FROM admin_sessions WHERE created_at <= $2 OR last_seen_at <= $3 OR id_hash NOT IN
           (SELECT id_hash FROM admin_sessions
            ORDER BY id_hash = $1 DESC, last_seen_at DESC, created_at DESC LIMIT $4)`,
        [
          idHash,
          ago(now, ADMIN_LIMITS.absoluteMs),
          ago(now, ADMIN_LIMITS.idleMs),
          ADMIN_LIMITS.sessions,
        ],
      );
    });
    return sessionId;
  }

  async session(sessionId: string, now = new Date()): Promise<AdminSession | null> {
    if (!isSecret(sessionId)) return null;
    const row = await this.db.one<AdminSession>(
      `UPDATE admin_sessions SET last_seen_at = $1
       WHERE id_hash = $2 AND created_at > $3 AND last_seen_at > $4
       RETURNING created_at AS "createdAt", last_seen_at AS "lastSeenAt", method`,
      [
        iso(now),
        hashSecret(sessionId),
        ago(now, ADMIN_LIMITS.absoluteMs),
        ago(now, ADMIN_LIMITS.idleMs),
      ],
    );
    return row ?? null;
  }

  async endSession(sessionId: string) {
    if (!isSecret(sessionId)) return;
    await this.db.query(`DELETE FROM admin_sessions WHERE id_hash = $1`, [hashSecret(sessionId)]);
  }

  async endAllSessions() {
    const row = await this.db.one<{ count: number }>(
      `WITH ended AS (DELETE FROM admin_sessions RETURNING 1) SELECT count(*) AS count FROM ended`,
    );
    return row!.count;
  }

  async countSessions(now = new Date()) {
    const row = await this.db.one<{ count: number }>(
      `SELECT count(*) AS count FROM admin_sessions WHERE created_at > $1 AND last_seen_at > $2`,
      [ago(now, ADMIN_LIMITS.absoluteMs), ago(now, ADMIN_LIMITS.idleMs)],
    );
    return row!.count;
  }

  async addPasskey(passkey: Omit<Passkey, 'createdAt' | 'lastUsedAt'>, now = new Date()) {
    await this.db.write(async (db) => {
      await db.query(takeTurns('admin_passkeys'));
      const row = await db.one<{ count: number }>(`SELECT count(*) AS count FROM admin_passkeys`);
      if (row!.count >= ADMIN_LIMITS.passkeys) {
        throw new Error(`a site keeps at most ${ADMIN_LIMITS.passkeys} passkeys`);
      }
      await db.query(
        `INSERT INTO admin_passkeys (id, public_key, counter, transports, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          passkey.id,
          Buffer.from(passkey.publicKey),
          passkey.counter,
          JSON.stringify(passkey.transports),
          iso(now),
        ],
      );
    });
  }

  async passkeys() {
    const rows = await this.db.query(
      `SELECT ${PASSKEY_COLUMNS} FROM admin_passkeys ORDER BY created_at, id`,
    );
    return rows.map(asPasskey);
  }

  async passkey(id: string) {
    const row = await this.db.one(`SELECT ${PASSKEY_COLUMNS} FROM admin_passkeys WHERE id = $1`, [
      id,
    ]);
    return row ? asPasskey(row) : null;
  }

  async passkeyUsed(id: string, counter: number, now = new Date()) {
    await this.db.query(`UPDATE admin_passkeys SET counter = $1, last_used_at = $2 WHERE id = $3`, [
      counter,
      iso(now),
      id,
    ]);
  }

  async removePasskey(id: string) {
    const rows = await this.db.query(`DELETE FROM admin_passkeys WHERE id = $1 RETURNING id`, [id]);
    return rows.length > 0;
  }

  /** Made once: the instance whose insert lands first decides it, and every instance reads it. */
  async signingKey() {
    const read = () =>
      this.db.one<{ value: string }>(`SELECT value FROM meta WHERE key = 'admin_key'`);
    let row = await read();
    if (!row) {
      await this.db.query(
        `INSERT INTO meta (key, value) VALUES ('admin_key', $1) ON CONFLICT (key) DO NOTHING`,
        [randomBytes(32).toString('hex')],
      );
      row = await read();
    }
    return Buffer.from(row!.value, 'hex');
  }

  async spendChallenge(challenge: string, now = new Date()) {
    await this.db.query(`DELETE FROM admin_challenges WHERE expires_at <= $1`, [iso(now)]);
    // One statement: of two instances spending the same challenge, only one gets a row back.
    const row = await this.db.one(
      `INSERT INTO admin_challenges (challenge_hash, expires_at) VALUES ($1, $2)
       ON CONFLICT (challenge_hash) DO NOTHING RETURNING 1`,
      [hashSecret(challenge), iso(new Date(now.getTime() + ADMIN_LIMITS.challengeMs))],
    );
    return row !== undefined;
  }

  async recordAttempt(
    attempt: { method: SignInMethod; ok: boolean; sender: string; block: string },
    now = new Date(),
  ) {
    await this.db.write(async (db) => {
      await db.query(takeTurns('admin_attempts'));
      await db.query(
        `INSERT INTO admin_attempts (at, method, ok, sender_hash, block_hash)
         VALUES ($1, $2, $3, $4, $5)`,
        [iso(now), attempt.method, attempt.ok, attempt.sender, attempt.block],
      );
      // By position rather than by arithmetic on ids, which a rolled-back insert leaves gaps in.
      await db.query(
        `DELETE FROM admin_attempts WHERE id <=
           (SELECT id FROM admin_attempts ORDER BY id DESC OFFSET $1 LIMIT 1)`,
        [ADMIN_LIMITS.attemptsKept],
      );
    });
  }

  async tooManyFailures({ sender, block }: { sender: string; block: string }, now = new Date()) {
    const row = await this.db.one<{ bySender: number; byBlock: number }>(
      `SELECT count(*) FILTER (WHERE sender_hash = $1) AS "bySender",
              count(*) FILTER (WHERE block_hash = $2) AS "byBlock"
       FROM admin_attempts
       WHERE (sender_hash = $1 OR block_hash = $2) AND at > $3 AND NOT ok`,
      [sender, block, ago(now, ADMIN_LIMITS.failureWindowMs)],
    );
    return (
      row!.bySender >= ADMIN_LIMITS.failuresPerSender ||
      row!.byBlock >= ADMIN_LIMITS.failuresPerBlock
    );
  }

  recentAttempts(limit: number) {
    return this.db.query<SignInAttempt>(
      `SELECT at, method, ok FROM admin_attempts ORDER BY id DESC LIMIT $1`,
      [limit],
    );
  }

  /** The database is shared by every store: whoever opened it closes it. */
  close() {}
}
