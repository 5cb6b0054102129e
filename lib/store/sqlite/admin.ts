import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { hashSecret, isSecret, newSecret } from '../private-link-input';
import {
  ADMIN_LIMITS,
  type AdminSession,
  type AdminStore,
  type Passkey,
  type SignInAttempt,
  type SignInMethod,
} from '../types';
import { iso, retryFor, type Retry } from './database';
import { openMessagesFile } from './messages';

const PASSKEY_COLUMNS = `id, public_key AS publicKey, counter, transports, created_at AS createdAt,
  last_used_at AS lastUsedAt`;

/** A passkey as both back ends read it: transports kept as JSON text, the key as bytes. */
export const asPasskey = (row: unknown): Passkey => {
  const passkey = row as Omit<Passkey, 'transports' | 'publicKey'> & {
    transports: string;
    publicKey: Buffer;
  };
  return {
    ...passkey,
    publicKey: new Uint8Array(passkey.publicKey),
    transports: JSON.parse(passkey.transports) as string[],
  };
};

export const ago = (now: Date, ms: number) => iso(new Date(now.getTime() - ms));

/** The owner's sign-in: in the messages' file, so one backup holds the whole dashboard. */
export class SqliteAdminStore implements AdminStore {
  readonly file: string;
  private readonly db: Database.Database;
  private readonly retry: Retry;

  constructor(dir: string, { busyTimeoutMs = 0 }: { busyTimeoutMs?: number } = {}) {
    ({ file: this.file, db: this.db } = openMessagesFile(dir, { readonly: false, busyTimeoutMs }));
    this.retry = retryFor(busyTimeoutMs);
  }

  async createSignInLink(now = new Date()) {
    const token = newSecret();
    const expiresAt = iso(new Date(now.getTime() + ADMIN_LIMITS.linkMs));
    await this.retry(() =>
      this.db.transaction(() => {
        this.db.prepare(`DELETE FROM admin_links WHERE expires_at <= ?`).run(iso(now));
        this.db
          .prepare(`INSERT INTO admin_links (token_hash, created_at, expires_at) VALUES (?, ?, ?)`)
          .run(hashSecret(token), iso(now), expiresAt);
      })(),
    );
    return { token, expiresAt };
  }

  async useSignInLink(token: string, now = new Date()) {
    if (!isSecret(token)) return false;
    return this.retry(() => {
      const row = this.db
        .prepare(`DELETE FROM admin_links WHERE token_hash = ? RETURNING expires_at AS expiresAt`)
        .get(hashSecret(token)) as { expiresAt: string } | undefined;
      return !!row && row.expiresAt > iso(now);
    });
  }

  async startSession(method: SignInMethod, now = new Date()) {
    const sessionId = newSecret();
    await this.retry(() =>
      this.db.transaction(() => {
        this.db
          .prepare(
            `INSERT INTO admin_sessions (id_hash, created_at, last_seen_at, method) VALUES (?, ?, ?, ?)`,
          )
          .run(hashSecret(sessionId), iso(now), iso(now), method);
        // Ended ones go; past the most kept, the longest unused make way (never the new one).
        this.db
          .prepare(
            `DELETE FROM admin_sessions WHERE created_at <= ? OR last_seen_at <= ? OR rowid NOT IN
               (SELECT rowid FROM admin_sessions ORDER BY id_hash = ? DESC, last_seen_at DESC LIMIT ?)`,
          )
          .run(
            ago(now, ADMIN_LIMITS.absoluteMs),
            ago(now, ADMIN_LIMITS.idleMs),
            hashSecret(sessionId),
            ADMIN_LIMITS.sessions,
          );
      })(),
    );
    return sessionId;
  }

  async session(sessionId: string, now = new Date()): Promise<AdminSession | null> {
    if (!isSecret(sessionId)) return null;
    return this.retry(() => {
      const row = this.db
        .prepare(
          `UPDATE admin_sessions SET last_seen_at = ?
           WHERE id_hash = ? AND created_at > ? AND last_seen_at > ?
           RETURNING created_at AS createdAt, last_seen_at AS lastSeenAt, method`,
        )
        .get(
          iso(now),
          hashSecret(sessionId),
          ago(now, ADMIN_LIMITS.absoluteMs),
          ago(now, ADMIN_LIMITS.idleMs),
        ) as AdminSession | undefined;
      return row ?? null;
    });
  }

  async endSession(sessionId: string) {
    if (!isSecret(sessionId)) return;
    await this.retry(() =>
      this.db.prepare(`DELETE FROM admin_sessions WHERE id_hash = ?`).run(hashSecret(sessionId)),
    );
  }

  endAllSessions() {
    return this.retry(() => this.db.prepare(`DELETE FROM admin_sessions`).run().changes);
  }

  countSessions(now = new Date()) {
    return this.retry(
      () =>
        (
          this.db
            .prepare(
              `SELECT COUNT(*) AS count FROM admin_sessions WHERE created_at > ? AND last_seen_at > ?`,
            )
            .get(ago(now, ADMIN_LIMITS.absoluteMs), ago(now, ADMIN_LIMITS.idleMs)) as {
            count: number;
          }
        ).count,
    );
  }

  async addPasskey(passkey: Omit<Passkey, 'createdAt' | 'lastUsedAt'>, now = new Date()) {
    await this.retry(() =>
      this.db.transaction(() => {
        const { count } = this.db.prepare(`SELECT COUNT(*) AS count FROM admin_passkeys`).get() as {
          count: number;
        };
        if (count >= ADMIN_LIMITS.passkeys) {
          throw new Error(`a site keeps at most ${ADMIN_LIMITS.passkeys} passkeys`);
        }
        this.db
          .prepare(
            `INSERT INTO admin_passkeys (id, public_key, counter, transports, created_at)
             VALUES (?, ?, ?, ?, ?)`,
          )
          .run(
            passkey.id,
            Buffer.from(passkey.publicKey),
            passkey.counter,
            JSON.stringify(passkey.transports),
            iso(now),
          );
      })(),
    );
  }

  passkeys() {
    return this.retry(() =>
      this.db
        .prepare(`SELECT ${PASSKEY_COLUMNS} FROM admin_passkeys ORDER BY created_at`)
        .all()
        .map(asPasskey),
    );
  }

  passkey(id: string) {
    return this.retry(() => {
      const row = this.db
        .prepare(`SELECT ${PASSKEY_COLUMNS} FROM admin_passkeys WHERE id = ?`)
        .get(id);
      return row ? asPasskey(row) : null;
    });
  }

  async passkeyUsed(id: string, counter: number, now = new Date()) {
    await this.retry(() =>
      this.db
        .prepare(`UPDATE admin_passkeys SET counter = ?, last_used_at = ? WHERE id = ?`)
        .run(counter, iso(now), id),
    );
  }

  removePasskey(id: string) {
    return this.retry(
      () => this.db.prepare(`DELETE FROM admin_passkeys WHERE id = ?`).run(id).changes > 0,
    );
  }

  /** Made once, in the same file as the sessions it guards: every instance reads the same. */
  signingKey() {
    return this.retry(() => {
      const read = () =>
        this.db.prepare(`SELECT value FROM meta WHERE key = 'admin_key'`).get() as
          { value: string } | undefined;
      let row = read();
      if (!row) {
        this.db
          .prepare(`INSERT OR IGNORE INTO meta (key, value) VALUES ('admin_key', ?)`)
          .run(randomBytes(32).toString('hex'));
        row = read()!;
      }
      return Buffer.from(row.value, 'hex');
    });
  }

  spendChallenge(challenge: string, now = new Date()) {
    return this.retry(() =>
      this.db.transaction(() => {
        this.db.prepare(`DELETE FROM admin_challenges WHERE expires_at <= ?`).run(iso(now));
        return (
          this.db
            .prepare(
              `INSERT INTO admin_challenges (challenge_hash, expires_at) VALUES (?, ?)
               ON CONFLICT DO NOTHING`,
            )
            .run(hashSecret(challenge), iso(new Date(now.getTime() + ADMIN_LIMITS.challengeMs)))
            .changes === 1
        );
      })(),
    );
  }

  async recordAttempt(
    attempt: { method: SignInMethod; ok: boolean; sender: string; block: string },
    now = new Date(),
  ) {
    await this.retry(() =>
      this.db.transaction(() => {
        this.db
          .prepare(
            `INSERT INTO admin_attempts (at, method, ok, sender_hash, block_hash) VALUES (?, ?, ?, ?, ?)`,
          )
          .run(iso(now), attempt.method, attempt.ok ? 1 : 0, attempt.sender, attempt.block);
        this.db
          .prepare(
            `DELETE FROM admin_attempts WHERE id <= (SELECT MAX(id) FROM admin_attempts) - ?`,
          )
          .run(ADMIN_LIMITS.attemptsKept);
      })(),
    );
  }

  tooManyFailures({ sender, block }: { sender: string; block: string }, now = new Date()) {
    const since = ago(now, ADMIN_LIMITS.failureWindowMs);
    const failures = (column: string, value: string) =>
      (
        this.db
          .prepare(
            `SELECT COUNT(*) AS count FROM admin_attempts WHERE ${column} = ? AND at > ? AND ok = 0`,
          )
          .get(value, since) as { count: number }
      ).count;
    return this.retry(
      () =>
        failures('sender_hash', sender) >= ADMIN_LIMITS.failuresPerSender ||
        failures('block_hash', block) >= ADMIN_LIMITS.failuresPerBlock,
    );
  }

  recentAttempts(limit: number) {
    return this.retry(() =>
      (
        this.db
          .prepare(`SELECT at, method, ok FROM admin_attempts ORDER BY id DESC LIMIT ?`)
          .all(limit) as { at: string; method: SignInMethod; ok: number }[]
      ).map((row): SignInAttempt => ({ ...row, ok: row.ok === 1 })),
    );
  }

  close() {
    if (this.db.open) this.db.close();
  }
}
