/** What a contact message holds as the store takes it; `offer` is an offer's id, or null. */
export type NewMessage = {
  name: string;
  email: string;
  subject: string;
  message: string;
  offer: string | null;
  /** The language of the page it was sent from. */
  language?: string | null;
};

/** Where the owner's dashboard files a message; every message starts as new. */
export const MESSAGE_STATES = ['new', 'read', 'answered', 'archived', 'spam'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const isMessageState = (value: unknown): value is MessageState =>
  (MESSAGE_STATES as readonly unknown[]).includes(value);

export type StoredMessage = NewMessage & {
  state: MessageState;
  language: string | null;
  id: number;
  receivedAt: string;
  senderHash: string;
  deliveredAt: string | null;
  deliveryAttempts: number;
  deliveryError: string | null;
  /** Arrived while the site was over its site-wide limit: kept, but not e-mailed. */
  held: boolean;
};

export type Limit = { max: number; windowMs: number };

export type HeldLimits = { perSender: number; perBlock: number; perWide: number; total: number };

export type MessageLimits = {
  perSender?: Limit | null;
  site?: Limit | null;
  held?: HeldLimits;
};

/** The hashed networks a sender is in: its /24 or /48, and the /16 or /32 around it. */
export type SenderNetworks = { block: string; wide: string };

export type AddOptions = MessageLimits & { now?: Date } & Partial<SenderNetworks>;

export type AddResult =
  | { stored: true; id: number; held: boolean }
  | {
      stored: false;
      reason: 'sender' | 'held-sender' | 'held-block' | 'held-wide';
      retryAfterMs: number;
    };

export const HELD_LIMITS = {
  perSender: 5,
  /** So rotating addresses within a network gains nothing. */
  perBlock: 50,
  /** An IPv4 /16 or IPv6 /32: one holder of a whole range spreads over many networks in vain. */
  perWide: 100,
  total: 1000,
} as const satisfies HeldLimits;

export const HELD_RETRY_AFTER_MS = 3_600_000;

export const HELD_NOTICE = { everyMs: 86_400_000, retryMs: 3_600_000 } as const;

export type HeldSummary = { count: number; oldest: string | null };

export type HeldSelection = number[] | 'all';

export type HeldNotice = HeldSummary & { previous: string | null };

export type Awaitable<T> = T | Promise<T>;

export const hasMark = (value: unknown, mark: symbol) =>
  typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[mark] === true;

const BUSY = Symbol.for('portfolio.databaseBusy');

/** Another process held the data past the wait allowed: nothing is broken, a retry will do.
 * Recognised by a mark, not its class: the server's bundles may each hold a copy of the class. */
export class DatabaseBusy extends Error {
  readonly [BUSY] = true;

  constructor() {
    super('the database is locked by another process');
    this.name = 'DatabaseBusy';
  }

  static [Symbol.hasInstance](value: unknown) {
    return hasMark(value, BUSY);
  }
}

export type WaitOptions = { maxWaitMs?: number };

export type InboxFilter = {
  state?: MessageState | 'held' | null;
  /** An offer's id, or '' for messages about no offer. */
  offer?: string | null;
  limit: number;
  offset?: number;
};

/** `referrer`: the origin of the other site the visitor came from, if any. */
export type PageView = { page: string; path: string; referrer?: string | null };

export const REFERRER_MAX = 200;

export type PageViewTotals = {
  byPage: { page: string; views: number }[];
  byDay: { day: string; views: number }[];
  /** Views that came from another site, per its origin. */
  byReferrer: { referrer: string; views: number }[];
  /** All views that came from another site, those past `top` included. */
  fromOtherSites: number;
  total: number;
};

export interface RateLimitCounter {
  hit(key: string, now?: number): Awaitable<boolean>;
  remainingMs(key: string, now?: number): Awaitable<number>;
}

export const PAGE_LABEL_MAX = 200;

export const PATH_MAX = 256;

/** A link the owner gave one client, as a request sees it: the private projects it shows. */
export type PrivateLink = {
  id: number;
  client: string;
  /** The private projects' slugs. */
  projects: string[];
  createdAt: string;
  expiresAt: string | null;
  maxUses: number | null;
  /** How many times the link was exchanged for a session. */
  uses: number;
};

/** What the owner's list shows of a link: whether it still works, and how it was used. */
export type PrivateLinkSummary = PrivateLink & {
  revokedAt: string | null;
  opens: number;
  firstOpenedAt: string | null;
  lastOpenedAt: string | null;
  lastPage: string | null;
};

export type PrivateLinkOpens = { id: number; client: string; opens: number; lastOpenedAt: string };

export type NewPrivateLink = {
  projects: string[];
  client: string;
  expiresAt: Date | null;
  maxUses: number | null;
  now?: Date;
};

export const PRIVATE_LINK_LIMITS = {
  links: 10_000,
  sessionsPerLink: 1000,
  opensPerLink: 5000,
  sessionMs: 30 * 86_400_000,
} as const;

export type PrivateLinkLimits = { [K in keyof typeof PRIVATE_LINK_LIMITS]: number };

/** How long each of the owner's sign-in secrets lasts, and how much the dashboard keeps. */
export const ADMIN_LIMITS = {
  linkMs: 15 * 60_000,
  /** A session unused this long ends… */
  idleMs: 12 * 3_600_000,
  /** …and every session ends this long after it began, used or not. */
  absoluteMs: 7 * 86_400_000,
  challengeMs: 5 * 60_000,
  sessions: 50,
  passkeys: 20,
  attemptsKept: 2000,
  /** Failed sign-ins per sender, and per sender's network, within `failureWindowMs`. */
  failuresPerSender: 10,
  failuresPerBlock: 30,
  failureWindowMs: 15 * 60_000,
} as const;

export type SignInMethod = 'link' | 'passkey';

export type AdminSession = { createdAt: string; lastSeenAt: string; method: SignInMethod };

export type Passkey = {
  id: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
};

export type SignInAttempt = { at: string; method: SignInMethod; ok: boolean };
