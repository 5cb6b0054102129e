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

const BUSY = Symbol.for('portfolio.databaseBusy');

/** Another process held the data past the wait allowed: nothing is broken, a retry will do.
 * Recognised by a mark, not its class: the server's bundles may each hold a copy of the class. */
export class DatabaseBusy extends Error {
  readonly [BUSY] = true;

  constructor() {
    super('the database is locked by another process');
    this.name = 'DatabaseBusy';
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as Record<symbol, unknown>)[BUSY] === true
    );
  }
}

export type WaitOptions = { maxWaitMs?: number };

export interface MessageStore {
  readonly held: HeldMessageStore;
  readonly deliveries: DeliveryQueue;
  /** Salted and hashed: enough to count, never enough to recover the address. */
  hashSender(address: string): string;
  addMessage(input: NewMessage, senderHash: string, options?: AddOptions): Promise<AddResult>;
  listMessages(options?: { since?: Date; limit?: number }): Promise<StoredMessage[]>;
  /** The dashboard's inbox: newest first, filtered by state (held ones have their own filter). */
  inbox(filter: InboxFilter): Promise<{ messages: StoredMessage[]; total: number }>;
  message(id: number): Promise<StoredMessage | null>;
  /** False when there is no such message. */
  setState(id: number, state: MessageState): Promise<boolean>;
  remove(id: number): Promise<boolean>;
  /** Messages received in [from, to), per offer (null: none chosen); held ones and spam aside. */
  perOffer(range: { from: Date; to: Date }): Promise<{ offer: string | null; messages: number }[]>;
  countMessages(): Promise<number>;
  prune(before: Date): Promise<number>;
  checkUsable(options?: WaitOptions): Promise<void>;
  close(): Awaitable<void>;
}

export type InboxFilter = {
  state?: MessageState | 'held' | null;
  /** An offer's id, or '' for messages about no offer. */
  offer?: string | null;
  limit: number;
  offset?: number;
};

export interface HeldMessageStore {
  summary(): Promise<HeldSummary>;
  release(which: HeldSelection, now?: Date): Promise<number[]>;
  remove(which: HeldSelection): Promise<number[]>;
  /** Null unless a notice is due; once claimed, no other process sends it. */
  claimNotice(now?: Date, everyMs?: number): Promise<HeldNotice | null>;
  unclaimNotice(previous: string | null): Promise<void>;
}

export interface DeliveryQueue {
  /** Leased until `leaseUntil`, so two processes never send one message at once. Answered at once
   * when the store can, so a message claimed just before the mailer stops still goes out. */
  claim(now: Date, leaseUntil: Date, max?: number): Awaitable<StoredMessage[]>;
  delivered(id: number, now?: Date): Promise<void>;
  /** `retryAt` null means no more attempts; the message stays stored. */
  failed(id: number, error: string, retryAt: Date | null): Promise<void>;
}

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

export interface PageViewStore {
  /** False when there was no room even after the oldest page views made way. */
  add(pageView: PageView, now?: Date): Promise<boolean>;
  prune(before: Date): Promise<number>;
  count(): Promise<number>;
  /** Page views in [from, to), per page label and per UTC day; with `top`, only the most viewed
   * pages and referring sites are listed (the totals count them all). */
  totals(range: { from: Date; to: Date }, options?: { top?: number }): Promise<PageViewTotals>;
  close(): Awaitable<void>;
}

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

export interface PrivateLinkStore {
  /** The token is answered once and never stored: only its hash is. */
  createLink(input: NewPrivateLink): Promise<{ id: number; token: string }>;
  /** Whether the token would open now, as `exchange` finds it, without using it: for the page
   * that asks for the click (a link preview's fetch spends nothing). */
  wouldOpen(token: string, now?: Date): Promise<boolean>;
  /** Null for a token that is unknown, revoked, expired or used up; else one more use. */
  exchange(token: string, now?: Date): Promise<{ sessionId: string; link: PrivateLink } | null>;
  /** A link used up still serves the sessions it gave; a revoked or expired one serves none. */
  session(sessionId: string, now?: Date): Promise<PrivateLink | null>;
  /** `first` is true for the link's first open only, however many requests race for it. */
  recordOpen(linkId: number, page: string, now?: Date): Promise<{ first: boolean }>;
  list(): Promise<PrivateLinkSummary[]>;
  /** The opens in [from, to), per link, the most opened first (at most `top` links). */
  opensBetween(range: { from: Date; to: Date }, top?: number): Promise<PrivateLinkOpens[]>;
  /** Ends the link's sessions at once; false when it is unknown or revoked already. */
  revoke(id: number, now?: Date): Promise<boolean>;
  /** Deletes the links that no longer work (revoked or expired) with their sessions and opens;
   * answers how many. */
  prune(now?: Date): Promise<number>;
  close(): Awaitable<void>;
}

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

export interface AdminStore {
  /** A one-time sign-in link's token, answered once: only its hash is kept. */
  createSignInLink(now?: Date): Promise<{ token: string; expiresAt: string }>;
  /** True once per token, within its time; the token is spent either way. */
  useSignInLink(token: string, now?: Date): Promise<boolean>;
  startSession(method: SignInMethod, now?: Date): Promise<string>;
  /** Null when unknown, idle too long or too old; else the session, seen now. */
  session(sessionId: string, now?: Date): Promise<AdminSession | null>;
  endSession(sessionId: string): Promise<void>;
  /** Ends every session: the owner's "sign out everywhere". Answers how many ended. */
  endAllSessions(): Promise<number>;
  countSessions(now?: Date): Promise<number>;
  addPasskey(passkey: Omit<Passkey, 'createdAt' | 'lastUsedAt'>, now?: Date): Promise<void>;
  passkeys(): Promise<Passkey[]>;
  passkey(id: string): Promise<Passkey | null>;
  passkeyUsed(id: string, counter: number, now?: Date): Promise<void>;
  removePasskey(id: string): Promise<boolean>;
  /** The site's own key for sealing what the browser keeps for it (a passkey's challenge). */
  signingKey(): Promise<Buffer>;
  /** True the first time a passkey's challenge is spent, false ever after: an answer to it is
   * taken once, whatever the passkey's counter says. Kept until the challenge has expired. */
  spendChallenge(challenge: string, now?: Date): Promise<boolean>;
  recordAttempt(
    attempt: { method: SignInMethod; ok: boolean; sender: string; block: string },
    now?: Date,
  ): Promise<void>;
  /** Whether this sender, or its network, failed too often of late. */
  tooManyFailures(who: { sender: string; block: string }, now?: Date): Promise<boolean>;
  recentAttempts(limit: number): Promise<SignInAttempt[]>;
  close(): Awaitable<void>;
}
