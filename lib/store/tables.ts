import type { Generated } from 'kysely';

/** A column: its kind, `?` when it may be null, then `pk`, `unique`, `default <sql>` or
 * `-> <table> cascade`. Times are ISO text in SQLite and timestamptz in PostgreSQL; `id` and
 * `bigid` are keys each engine numbers itself. */
const DECLARED = {
  meta: { file: 'main', columns: { key: 'text pk', value: 'text' } },
  messages: {
    file: 'main',
    columns: {
      id: 'id',
      received_at: 'time',
      name: 'text',
      email: 'text',
      subject: 'text',
      message: 'text',
      offer: 'text?',
      language: 'text?',
      state: "text default 'new'",
      sender_hash: 'text',
      block_hash: "text default ''",
      wide_hash: "text default ''",
      held: 'bool default false',
      delivered_at: 'time?',
      delivery_attempts: 'int default 0',
      next_delivery_at: 'time?',
      delivery_error: 'text?',
    },
  },
  // A file of its own in SQLite, whose rows may all be dropped: a flood never takes a message's room.
  page_views: {
    file: 'page-views',
    columns: { id: 'bigid', viewed_at: 'time', page: 'text', path: 'text', referrer: 'text?' },
  },
  private_links: {
    file: 'main',
    columns: {
      id: 'id',
      token_hash: 'text unique',
      client: 'text',
      projects: 'text',
      created_at: 'time',
      expires_at: 'time?',
      max_uses: 'int?',
      uses: 'int default 0',
      revoked_at: 'time?',
      opens: 'int default 0',
      first_opened_at: 'time?',
      last_opened_at: 'time?',
      last_page: 'text?',
    },
  },
  private_sessions: {
    file: 'main',
    columns: {
      id_hash: 'text pk',
      link_id: 'int -> private_links cascade',
      created_at: 'time',
      expires_at: 'time',
    },
  },
  private_opens: {
    file: 'main',
    columns: { id: 'bigid', link_id: 'int -> private_links cascade', at: 'time', page: 'text' },
  },
  // A request and, once the client has answered, the answer: one row, one answer per link.
  testimonials: {
    file: 'main',
    columns: {
      id: 'id',
      token_hash: 'text unique',
      client: 'text',
      email: 'text?',
      project: 'text?',
      language: 'text?',
      created_at: 'time',
      expires_at: 'time',
      revoked_at: 'time?',
      state: "text default 'open'",
      answered_at: 'time?',
      quote: 'text?',
      corrected_quote: 'text?',
      name: 'text?',
      role: 'text?',
      company: 'text?',
      photo: 'text?',
      consent_at: 'time?',
      decided_at: 'time?',
    },
  },
  admin_links: {
    file: 'main',
    columns: { token_hash: 'text pk', created_at: 'time', expires_at: 'time' },
  },
  admin_sessions: {
    file: 'main',
    columns: { id_hash: 'text pk', created_at: 'time', last_seen_at: 'time', method: 'text' },
  },
  admin_passkeys: {
    file: 'main',
    columns: {
      id: 'text pk',
      public_key: 'bytes',
      counter: 'bigint',
      transports: 'text',
      created_at: 'time',
      last_used_at: 'time?',
    },
  },
  admin_attempts: {
    file: 'main',
    columns: {
      id: 'bigid',
      at: 'time',
      method: 'text',
      ok: 'bool',
      sender_hash: 'text',
      block_hash: 'text',
    },
  },
  admin_challenges: { file: 'main', columns: { challenge_hash: 'text pk', expires_at: 'time' } },
  // Only for instances sharing PostgreSQL: one SQLite process counts in memory, and is alone.
  rate_windows: {
    file: null,
    primaryKey: ['name', 'key'],
    columns: { name: 'text', key: 'text', started_at: 'time', hits: 'int' },
  },
  instances: {
    file: null,
    columns: {
      name: 'text pk',
      build_id: 'text',
      deployment_id: 'text',
      action_key: 'text',
      started_at: 'time',
      seen_at: 'time',
    },
  },
} as const;

/** [name, table, columns, the rows it holds when not all]. */
export const INDEXES: readonly (readonly [string, TableName, readonly string[], string?])[] = [
  ['messages_by_sender', 'messages', ['sender_hash', 'received_at']],
  ['messages_by_time', 'messages', ['received_at']],
  ['messages_by_state', 'messages', ['state', 'received_at']],
  ['messages_due', 'messages', ['next_delivery_at', 'id'], 'delivered_at is null'],
  ['messages_held', 'messages', ['received_at'], 'held = true'],
  ['messages_held_by_sender', 'messages', ['sender_hash'], 'held = true'],
  ['messages_held_by_block', 'messages', ['block_hash', 'id'], 'held = true'],
  ['messages_held_by_wide', 'messages', ['wide_hash', 'id'], 'held = true'],
  // The dashboard's figures read this index alone, whatever the period; pruning uses it too.
  ['page_views_report', 'page_views', ['viewed_at', 'page', 'referrer']],
  ['private_sessions_by_link', 'private_sessions', ['link_id', 'created_at']],
  ['private_sessions_by_expiry', 'private_sessions', ['expires_at']],
  ['private_opens_by_link', 'private_opens', ['link_id', 'id']],
  ['private_opens_by_time', 'private_opens', ['at', 'link_id']],
  ['testimonials_by_state', 'testimonials', ['state', 'created_at']],
  ['admin_attempts_by_sender', 'admin_attempts', ['sender_hash', 'at']],
  ['admin_attempts_by_block', 'admin_attempts', ['block_hash', 'at']],
  ['admin_challenges_by_expiry', 'admin_challenges', ['expires_at']],
  ['rate_windows_by_start', 'rate_windows', ['name', 'started_at', 'key']],
];

/** The version both engines record once a database matches the declaration. Before it, SQLite
 * counted 1–8 and PostgreSQL 1–3 with steps of their own: any of those is brought up to date by
 * adding what it lacks (lib/store/migrate.ts). */
export const TABLES_VERSION = 10;

export type TableName = keyof typeof DECLARED;
export type SqliteFile = 'main' | 'page-views';

export type Kind = 'id' | 'bigid' | 'text' | 'time' | 'int' | 'bigint' | 'bool' | 'bytes';

export type ColumnSpec = {
  name: string;
  kind: Kind;
  nullable: boolean;
  key: boolean;
  unique: boolean;
  default: string | null;
  references: string | null;
};

export type TableSpec = {
  name: TableName;
  file: SqliteFile | null;
  primaryKey: string[];
  columns: ColumnSpec[];
};

const parse = (name: string, text: string): ColumnSpec => {
  const [head = '', ...rest] = text.split(' ');
  const words = rest.join(' ');
  const kind = head.replace('?', '') as Kind;
  return {
    name,
    kind,
    nullable: head.endsWith('?'),
    key: kind === 'id' || kind === 'bigid' || words === 'pk',
    unique: words === 'unique',
    default: /^default (.+)$/.exec(words)?.[1] ?? null,
    references: /^-> (\w+) cascade$/.exec(words)?.[1] ?? null,
  };
};

/** Every table, in an order where a table comes after those it refers to. */
export const TABLES: TableSpec[] = Object.entries(DECLARED).map(([name, table]) => {
  const columns = Object.entries(table.columns).map(([column, text]) => parse(column, text));
  return {
    name: name as TableName,
    file: table.file,
    columns,
    primaryKey:
      'primaryKey' in table
        ? [...table.primaryKey]
        : columns.filter((c) => c.key).map((c) => c.name),
  };
});

type Values = {
  id: number;
  bigid: number;
  text: string;
  time: string;
  int: number;
  bigint: number;
  // SQLite answers 0 or 1: read through Boolean().
  bool: boolean | number;
  bytes: Buffer;
};
type KindIn<S> = S extends `${infer K} ${string}` ? KindIn<K> : S extends `${infer K}?` ? K : S;
type Value<S> = Values[KindIn<S> & Kind] | (S extends `${string}?${string}` ? null : never);
type Column<S> = S extends `id${string}` | `bigid${string}` | `${string} default ${string}`
  ? Generated<Value<S>>
  : Value<S>;

/** The tables as Kysely types them, derived from the declaration above. */
export type Database = {
  [T in TableName]: {
    -readonly [C in keyof (typeof DECLARED)[T]['columns']]: Column<
      (typeof DECLARED)[T]['columns'][C]
    >;
  };
};
