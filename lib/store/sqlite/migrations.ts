import type Database from 'better-sqlite3';
import type { StoredMessage } from '../types';

/** Step i brings the messages' file (private links included) from version i to i + 1, recorded
 * in PRAGMA user_version. */
const MIGRATIONS = [
  `CREATE TABLE messages (
     id INTEGER PRIMARY KEY,
     received_at TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     subject TEXT NOT NULL,
     message TEXT NOT NULL,
     sender_hash TEXT NOT NULL,
     delivered_at TEXT,
     delivery_attempts INTEGER NOT NULL DEFAULT 0,
     next_delivery_at TEXT,
     delivery_error TEXT
   );
   CREATE INDEX messages_by_sender ON messages (sender_hash, received_at);
   CREATE INDEX messages_by_time ON messages (received_at);
   CREATE TABLE page_views (
     id INTEGER PRIMARY KEY,
     viewed_at TEXT NOT NULL,
     page TEXT NOT NULL,
     path TEXT NOT NULL
   );
   CREATE INDEX page_views_by_time ON page_views (viewed_at);
   CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  `ALTER TABLE messages ADD COLUMN held INTEGER NOT NULL DEFAULT 0;
   CREATE INDEX messages_held ON messages (held, received_at);`,
  // The sender's hashed /24 or /48, so held messages can be capped per network.
  `ALTER TABLE messages ADD COLUMN block_hash TEXT NOT NULL DEFAULT '';
   CREATE INDEX messages_held_by_sender ON messages (sender_hash) WHERE held = 1;
   CREATE INDEX messages_held_by_block ON messages (block_hash, id) WHERE held = 1;`,
  `ALTER TABLE messages ADD COLUMN offer TEXT;`,
  // The sender's hashed /16 or /32, so a whole range counts once however it spreads.
  `ALTER TABLE messages ADD COLUMN wide_hash TEXT NOT NULL DEFAULT '';
   CREATE INDEX messages_held_by_wide ON messages (wide_hash, id) WHERE held = 1;`,
  // Private links live beside the messages: one file for the owner to back up. Tokens and
  // session ids are kept as their SHA-256 only.
  `CREATE TABLE private_links (
     id INTEGER PRIMARY KEY,
     token_hash TEXT NOT NULL UNIQUE,
     client TEXT NOT NULL,
     projects TEXT NOT NULL,
     created_at TEXT NOT NULL,
     expires_at TEXT,
     max_uses INTEGER,
     uses INTEGER NOT NULL DEFAULT 0,
     revoked_at TEXT,
     opens INTEGER NOT NULL DEFAULT 0,
     first_opened_at TEXT,
     last_opened_at TEXT,
     last_page TEXT
   );
   CREATE TABLE private_sessions (
     id_hash TEXT PRIMARY KEY,
     link_id INTEGER NOT NULL REFERENCES private_links (id),
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL
   );
   CREATE INDEX private_sessions_by_link ON private_sessions (link_id, created_at);
   CREATE INDEX private_sessions_by_expiry ON private_sessions (expires_at);
   CREATE TABLE private_opens (
     id INTEGER PRIMARY KEY,
     link_id INTEGER NOT NULL REFERENCES private_links (id),
     at TEXT NOT NULL,
     page TEXT NOT NULL
   );
   CREATE INDEX private_opens_by_link ON private_opens (link_id, id);`,
  // The owner's dashboard: each message's state and language; sign-in links, sessions, passkeys,
  // and sign-in attempts. Secrets are kept as their SHA-256 only.
  `ALTER TABLE messages ADD COLUMN state TEXT NOT NULL DEFAULT 'new';
   ALTER TABLE messages ADD COLUMN language TEXT;
   CREATE INDEX messages_by_state ON messages (state, received_at);
   CREATE TABLE admin_links (
     token_hash TEXT PRIMARY KEY,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL
   );
   CREATE TABLE admin_sessions (
     id_hash TEXT PRIMARY KEY,
     created_at TEXT NOT NULL,
     last_seen_at TEXT NOT NULL,
     method TEXT NOT NULL
   );
   CREATE TABLE admin_passkeys (
     id TEXT PRIMARY KEY,
     public_key BLOB NOT NULL,
     counter INTEGER NOT NULL,
     transports TEXT NOT NULL,
     created_at TEXT NOT NULL,
     last_used_at TEXT
   );
   CREATE TABLE admin_attempts (
     id INTEGER PRIMARY KEY,
     at TEXT NOT NULL,
     method TEXT NOT NULL,
     ok INTEGER NOT NULL,
     sender_hash TEXT NOT NULL,
     block_hash TEXT NOT NULL
   );
   CREATE INDEX admin_attempts_by_sender ON admin_attempts (sender_hash, at);
   CREATE INDEX admin_attempts_by_block ON admin_attempts (block_hash, at);`,
  // Passkey challenges answered once already, until they expire: synced passkeys count no uses.
  `CREATE TABLE admin_challenges (
     challenge_hash TEXT PRIMARY KEY,
     expires_at TEXT NOT NULL
   );
   CREATE INDEX admin_challenges_by_expiry ON admin_challenges (expires_at);`,
];

const versionOf = (db: Database.Database) => db.pragma('user_version', { simple: true }) as number;

export function migrateMessages(db: Database.Database) {
  if (versionOf(db) >= MIGRATIONS.length) return;
  // Read again under the write lock: the server and `npm run inbox` may both start upgrading.
  db.transaction(() => {
    MIGRATIONS.slice(versionOf(db)).forEach((step) => db.exec(step));
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  }).immediate();
}

/** The page-view file keeps one table, whose rows may all be dropped: no versions to step through. */
export function createPageViewTable(db: Database.Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS page_views (
    id INTEGER PRIMARY KEY,
    viewed_at TEXT NOT NULL,
    page TEXT NOT NULL,
    path TEXT NOT NULL
  );`);
  const columns = db.prepare(`PRAGMA table_info(page_views)`).all() as { name: string }[];
  if (!columns.some((column) => column.name === 'referrer')) {
    db.exec(`ALTER TABLE page_views ADD COLUMN referrer TEXT`);
  }
  // The dashboard's figures read the index alone, whatever the period; pruning uses it too.
  db.exec(`CREATE INDEX IF NOT EXISTS page_views_report ON page_views (viewed_at, page, referrer);
    DROP INDEX IF EXISTS page_views_by_time;`);
}

export const MESSAGE_COLUMNS = `id, received_at AS receivedAt, name, email, subject, message, offer,
  sender_hash AS senderHash, delivered_at AS deliveredAt, delivery_attempts AS deliveryAttempts,
  delivery_error AS deliveryError, held = 1 AS held, state, language`;

export const asMessage = (row: unknown): StoredMessage => {
  const message = row as StoredMessage;
  return { ...message, held: Boolean(message.held), state: message.state ?? 'new' };
};
