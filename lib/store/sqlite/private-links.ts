import type Database from 'better-sqlite3';
import {
  checkNewLink,
  hashSecret,
  isSecret,
  newSecret,
  OPENED_PAGE_MAX,
} from '../private-link-input';
import {
  PRIVATE_LINK_LIMITS,
  type NewPrivateLink,
  type PrivateLink,
  type PrivateLinkLimits,
  type PrivateLinkOpens,
  type PrivateLinkStore,
  type PrivateLinkSummary,
} from '../types';
import { iso, retryFor, type Retry } from './database';
import { openMessagesFile } from './messages';

export type SqlitePrivateLinkStoreOptions = {
  readonly?: boolean;
  busyTimeoutMs?: number;
  limits?: Partial<PrivateLinkLimits>;
};

// Quoted, so PostgreSQL keeps the names' case too (lib/store/postgres/private-links.ts).
export const LINK_COLUMNS = `id, client, projects, created_at AS "createdAt",
  expires_at AS "expiresAt", max_uses AS "maxUses", uses`;

export const SUMMARY_COLUMNS = `${LINK_COLUMNS}, revoked_at AS "revokedAt", opens,
  first_opened_at AS "firstOpenedAt", last_opened_at AS "lastOpenedAt", last_page AS "lastPage"`;

// A link "works" while it is neither revoked nor expired; `?` is now.
const WORKS = `revoked_at IS NULL AND (expires_at IS NULL OR expires_at > ?)`;

export const asLink = <T extends PrivateLink>(row: unknown): T => {
  const link = row as T & { projects: string };
  return { ...link, projects: JSON.parse(link.projects) as string[] };
};

/** A session lasts `sessionMs`, and never past its link. */
export function sessionExpiry(link: PrivateLink, now: Date, sessionMs: number): string {
  const ends = new Date(now.getTime() + sessionMs);
  return link.expiresAt && Date.parse(link.expiresAt) < ends.getTime() ? link.expiresAt : iso(ends);
}

export const tooManyLinks = (count: number) =>
  new Error(
    `there are ${count} private links, revoked and expired ones included, the most one site keeps: ` +
      'delete those that ended with `npm run private-link -- prune`',
  );

// In the messages' file, through its migrations: whichever of the two opens it first upgrades it.
export class SqlitePrivateLinkStore implements PrivateLinkStore {
  readonly file: string;
  private readonly db: Database.Database;
  private readonly retry: Retry;
  private readonly limits: PrivateLinkLimits;

  constructor(
    dir: string,
    {
      readonly = false,
      busyTimeoutMs = readonly ? 5000 : 0,
      limits = {},
    }: SqlitePrivateLinkStoreOptions = {},
  ) {
    ({ file: this.file, db: this.db } = openMessagesFile(dir, { readonly, busyTimeoutMs }));
    this.retry = retryFor(busyTimeoutMs);
    this.limits = { ...PRIVATE_LINK_LIMITS, ...limits };
  }

  async createLink(input: NewPrivateLink): Promise<{ id: number; token: string }> {
    const now = input.now ?? new Date();
    const link = checkNewLink(input, now);
    const token = newSecret();
    const create = this.db.transaction(() => {
      const { count } = this.db.prepare(`SELECT COUNT(*) AS count FROM private_links`).get() as {
        count: number;
      };
      if (count >= this.limits.links) throw tooManyLinks(count);
      const { lastInsertRowid } = this.db
        .prepare(
          `INSERT INTO private_links (token_hash, client, projects, created_at, expires_at, max_uses)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(
          hashSecret(token),
          link.client,
          JSON.stringify(link.projects),
          iso(now),
          link.expiresAt && iso(link.expiresAt),
          link.maxUses,
        );
      return { id: Number(lastInsertRowid), token };
    });
    return this.retry(() => create.immediate());
  }

  // Checked and counted in one transaction: two browsers racing for a link's last use get one.
  async wouldOpen(token: string, now = new Date()): Promise<boolean> {
    if (!isSecret(token)) return false;
    const row = await this.retry(() =>
      this.db
        .prepare(
          `SELECT 1 FROM private_links WHERE token_hash = ? AND ${WORKS}
           AND (max_uses IS NULL OR uses < max_uses)`,
        )
        .get(hashSecret(token), iso(now)),
    );
    return row !== undefined;
  }

  async exchange(token: string, now = new Date()) {
    if (!isSecret(token)) return null;
    const exchange = this.db.transaction(() => {
      const row = this.db
        .prepare(
          `SELECT ${LINK_COLUMNS} FROM private_links WHERE token_hash = ? AND ${WORKS}
           AND (max_uses IS NULL OR uses < max_uses)`,
        )
        .get(hashSecret(token), iso(now));
      if (!row) return null;
      const link = asLink<PrivateLink>(row);
      this.db.prepare(`UPDATE private_links SET uses = uses + 1 WHERE id = ?`).run(link.id);
      const sessionId = newSecret();
      const expiresAt = sessionExpiry(link, now, this.limits.sessionMs);
      this.db.prepare(`DELETE FROM private_sessions WHERE expires_at <= ?`).run(iso(now));
      this.db
        .prepare(
          `INSERT INTO private_sessions (id_hash, link_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
        )
        .run(hashSecret(sessionId), link.id, iso(now), expiresAt);
      this.db
        .prepare(
          `DELETE FROM private_sessions WHERE link_id = ? AND rowid NOT IN
             (SELECT rowid FROM private_sessions WHERE link_id = ?
              ORDER BY created_at DESC, rowid DESC LIMIT ?)`,
        )
        .run(link.id, link.id, this.limits.sessionsPerLink);
      return { sessionId, link: { ...link, uses: link.uses + 1 } };
    });
    return this.retry(() => exchange.immediate());
  }

  async session(sessionId: string, now = new Date()): Promise<PrivateLink | null> {
    if (!isSecret(sessionId)) return null;
    const row = await this.retry(() =>
      this.db
        .prepare(
          `SELECT ${LINK_COLUMNS} FROM private_links WHERE ${WORKS} AND id =
             (SELECT link_id FROM private_sessions WHERE id_hash = ? AND expires_at > ?)`,
        )
        .get(iso(now), hashSecret(sessionId), iso(now)),
    );
    return row ? asLink(row) : null;
  }

  recordOpen(linkId: number, page: string, now = new Date()): Promise<{ first: boolean }> {
    const shown = [...page].slice(0, OPENED_PAGE_MAX).join('');
    const record = this.db.transaction(() => {
      const link = this.db
        .prepare(`SELECT first_opened_at AS first FROM private_links WHERE id = ?`)
        .get(linkId) as { first: string | null } | undefined;
      if (!link) return { first: false };
      this.db
        .prepare(`INSERT INTO private_opens (link_id, at, page) VALUES (?, ?, ?)`)
        .run(linkId, iso(now), shown);
      this.db
        .prepare(
          `UPDATE private_links SET opens = opens + 1, first_opened_at = coalesce(first_opened_at, ?),
             last_opened_at = ?, last_page = ? WHERE id = ?`,
        )
        .run(iso(now), iso(now), shown, linkId);
      this.db
        .prepare(
          `DELETE FROM private_opens WHERE link_id = ? AND id <=
             (SELECT id FROM private_opens WHERE link_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`,
        )
        .run(linkId, linkId, this.limits.opensPerLink);
      return { first: link.first === null };
    });
    return this.retry(() => record.immediate());
  }

  // A file from before private links, opened read-only, has none to list.
  list(): Promise<PrivateLinkSummary[]> {
    return this.retry(() => {
      const table = this.db
        .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'private_links'`)
        .get();
      if (!table) return [];
      return this.db
        .prepare(`SELECT ${SUMMARY_COLUMNS} FROM private_links ORDER BY created_at DESC, id DESC`)
        .all()
        .map((row) => asLink<PrivateLinkSummary>(row));
    });
  }

  opensBetween({ from, to }: { from: Date; to: Date }, top = -1): Promise<PrivateLinkOpens[]> {
    return this.retry(
      () =>
        this.db
          .prepare(
            `SELECT l.id, l.client, COUNT(*) AS opens, MAX(o.at) AS lastOpenedAt
             FROM private_opens o JOIN private_links l ON l.id = o.link_id
             WHERE o.at >= ? AND o.at < ? GROUP BY l.id ORDER BY opens DESC, l.id LIMIT ?`,
          )
          .all(iso(from), iso(to), top) as PrivateLinkOpens[],
    );
  }

  revoke(id: number, now = new Date()): Promise<boolean> {
    const revoke = this.db.transaction(() => {
      const { changes } = this.db
        .prepare(`UPDATE private_links SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL`)
        .run(iso(now), id);
      if (changes) this.db.prepare(`DELETE FROM private_sessions WHERE link_id = ?`).run(id);
      return changes > 0;
    });
    return this.retry(() => revoke.immediate());
  }

  prune(now = new Date()): Promise<number> {
    const ended = `SELECT id FROM private_links WHERE NOT (${WORKS})`;
    const prune = this.db.transaction(() => {
      this.db.prepare(`DELETE FROM private_opens WHERE link_id IN (${ended})`).run(iso(now));
      this.db.prepare(`DELETE FROM private_sessions WHERE link_id IN (${ended})`).run(iso(now));
      return this.db.prepare(`DELETE FROM private_links WHERE NOT (${WORKS})`).run(iso(now))
        .changes;
    });
    return this.retry(() => prune.immediate());
  }

  close() {
    if (this.db.open) this.db.close();
  }
}
