import {
  checkNewLink,
  hashSecret,
  isSecret,
  newSecret,
  OPENED_PAGE_MAX,
} from '../private-link-input';
import { iso } from '../sqlite/database';
import {
  asLink,
  LINK_COLUMNS,
  sessionExpiry,
  SUMMARY_COLUMNS,
  tooManyLinks,
} from '../sqlite/private-links';
import {
  PRIVATE_LINK_LIMITS,
  type NewPrivateLink,
  type PrivateLink,
  type PrivateLinkLimits,
  type PrivateLinkOpens,
  type PrivateLinkStore,
  type PrivateLinkSummary,
} from '../types';
import type { PostgresDatabase } from './database';

// A link "works" while it is neither revoked nor expired; `$1` is now.
const WORKS = `revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $1)`;

// What SQLite would find no row for, the integer column refuses outright.
const isLinkId = (id: number) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;

/** The SQLite store's rules, kept by row locks and single statements, so that instances sharing
 * the database count a link's uses and its first open once between them. */
export class PostgresPrivateLinkStore implements PrivateLinkStore {
  private readonly limits: PrivateLinkLimits;

  constructor(
    private readonly db: PostgresDatabase,
    limits: Partial<PrivateLinkLimits> = {},
  ) {
    this.limits = { ...PRIVATE_LINK_LIMITS, ...limits };
  }

  async createLink(input: NewPrivateLink): Promise<{ id: number; token: string }> {
    const now = input.now ?? new Date();
    const link = checkNewLink(input, now);
    const token = newSecret();
    return this.db.write(async (db) => {
      // Creations take turns, so two at once cannot both pass the count; uses wait only as long.
      await db.query('LOCK TABLE private_links IN SHARE ROW EXCLUSIVE MODE');
      const counted = await db.one<{ count: number }>(
        'SELECT count(*) AS count FROM private_links',
      );
      const count = counted?.count ?? 0;
      if (count >= this.limits.links) throw tooManyLinks(count);
      const row = await db.one<{ id: number }>(
        `INSERT INTO private_links (token_hash, client, projects, created_at, expires_at, max_uses)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          hashSecret(token),
          link.client,
          JSON.stringify(link.projects),
          iso(now),
          link.expiresAt && iso(link.expiresAt),
          link.maxUses,
        ],
      );
      return { id: row!.id, token };
    });
  }

  async wouldOpen(token: string, now = new Date()): Promise<boolean> {
    if (!isSecret(token)) return false;
    const row = await this.db.one(
      `SELECT 1 FROM private_links
       WHERE token_hash = $2 AND ${WORKS} AND (max_uses IS NULL OR uses < max_uses)`,
      [iso(now), hashSecret(token)],
    );
    return row !== undefined;
  }

  // The update re-checks the uses on the row it waited for: two instances racing for a link's
  // last use get one between them.
  async exchange(token: string, now = new Date()) {
    if (!isSecret(token)) return null;
    return this.db.write(async (db) => {
      const row = await db.one(
        `UPDATE private_links SET uses = uses + 1
         WHERE token_hash = $2 AND ${WORKS} AND (max_uses IS NULL OR uses < max_uses)
         RETURNING ${LINK_COLUMNS}`,
        [iso(now), hashSecret(token)],
      );
      if (!row) return null;
      const link = asLink<PrivateLink>(row);
      const sessionId = newSecret();
      const idHash = hashSecret(sessionId);
      await db.query(
        `DELETE FROM private_sessions WHERE id_hash IN
           (SELECT id_hash FROM private_sessions WHERE expires_at <= $1 FOR UPDATE SKIP LOCKED)`,
        [iso(now)],
      );
      await db.query(
        `INSERT INTO private_sessions (id_hash, link_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4)`,
        [idHash, link.id, iso(now), sessionExpiry(link, now, this.limits.sessionMs)],
      );
      // Sessions have no order of insertion to break ties of time by: the new one always stays.
      await db.query(
        `DELETE FROM private_sessions WHERE link_id = $1 AND id_hash <> $2 AND id_hash NOT IN
           (SELECT id_hash FROM private_sessions WHERE link_id = $1 AND id_hash <> $2
            ORDER BY created_at DESC, id_hash DESC LIMIT $3)`,
        [link.id, idHash, this.limits.sessionsPerLink - 1],
      );
      return { sessionId, link };
    });
  }

  async session(sessionId: string, now = new Date()): Promise<PrivateLink | null> {
    if (!isSecret(sessionId)) return null;
    const row = await this.db.one(
      `SELECT ${LINK_COLUMNS} FROM private_links WHERE ${WORKS} AND id =
         (SELECT link_id FROM private_sessions WHERE id_hash = $2 AND expires_at > $1)`,
      [iso(now), hashSecret(sessionId)],
    );
    return row ? asLink(row) : null;
  }

  // The link's row is locked first, so of opens racing from any instance one sees it unopened.
  recordOpen(linkId: number, page: string, now = new Date()): Promise<{ first: boolean }> {
    const shown = [...page].slice(0, OPENED_PAGE_MAX).join('');
    if (!isLinkId(linkId)) return Promise.resolve({ first: false });
    return this.db.write(async (db) => {
      const link = await db.one<{ first: string | null }>(
        `SELECT first_opened_at AS first FROM private_links WHERE id = $1 FOR UPDATE`,
        [linkId],
      );
      if (!link) return { first: false };
      await db.query(`INSERT INTO private_opens (link_id, at, page) VALUES ($1, $2, $3)`, [
        linkId,
        iso(now),
        shown,
      ]);
      await db.query(
        `UPDATE private_links SET opens = opens + 1,
           first_opened_at = coalesce(first_opened_at, $2), last_opened_at = $2, last_page = $3
         WHERE id = $1`,
        [linkId, iso(now), shown],
      );
      await db.query(
        `DELETE FROM private_opens WHERE link_id = $1 AND id <=
           (SELECT id FROM private_opens WHERE link_id = $1 ORDER BY id DESC LIMIT 1 OFFSET $2)`,
        [linkId, this.limits.opensPerLink],
      );
      return { first: link.first === null };
    });
  }

  async list(): Promise<PrivateLinkSummary[]> {
    const rows = await this.db.query(
      `SELECT ${SUMMARY_COLUMNS} FROM private_links ORDER BY created_at DESC, id DESC`,
    );
    return rows.map((row) => asLink<PrivateLinkSummary>(row));
  }

  opensBetween({ from, to }: { from: Date; to: Date }, top = -1): Promise<PrivateLinkOpens[]> {
    return this.db.query<PrivateLinkOpens>(
      `SELECT l.id, l.client, count(*) AS opens, max(o.at) AS "lastOpenedAt"
       FROM private_opens o JOIN private_links l ON l.id = o.link_id
       WHERE o.at >= $1 AND o.at < $2 GROUP BY l.id ORDER BY opens DESC, l.id LIMIT $3`,
      [iso(from), iso(to), top < 0 ? null : top],
    );
  }

  async revoke(id: number, now = new Date()): Promise<boolean> {
    if (!isLinkId(id)) return false;
    return this.db.write(async (db) => {
      const revoked = await db.one(
        `UPDATE private_links SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL
         RETURNING id`,
        [id, iso(now)],
      );
      if (revoked) await db.query(`DELETE FROM private_sessions WHERE link_id = $1`, [id]);
      return Boolean(revoked);
    });
  }

  /** Their sessions and opens go with them (ON DELETE CASCADE). */
  async prune(now = new Date()): Promise<number> {
    const row = await this.db.one<{ count: number }>(
      `WITH gone AS (DELETE FROM private_links WHERE NOT (${WORKS}) RETURNING 1)
       SELECT count(*) AS count FROM gone`,
      [iso(now)],
    );
    return row?.count ?? 0;
  }

  /** The pool is its opener's to close. */
  close() {}
}
