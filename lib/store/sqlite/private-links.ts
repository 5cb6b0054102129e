import type { SqliteEngine } from '../engines/sqlite';
import { SqlPrivateLinkStore } from '../private-links';
import type { PrivateLinkLimits } from '../types';
import { openMessagesEngine } from './messages';

export type SqlitePrivateLinkStoreOptions = {
  readonly?: boolean;
  busyTimeoutMs?: number;
  limits?: Partial<PrivateLinkLimits>;
};

// In the messages' file, through its migrations: whichever of the two opens it first upgrades it.
export class SqlitePrivateLinkStore extends SqlPrivateLinkStore {
  readonly file: string;
  declare protected readonly engine: SqliteEngine;

  constructor(
    dir: string,
    {
      readonly = false,
      busyTimeoutMs = readonly ? 5000 : 0,
      limits = {},
    }: SqlitePrivateLinkStoreOptions = {},
  ) {
    const engine = openMessagesEngine(dir, { readonly, busyTimeoutMs });
    super(engine, limits);
    this.file = engine.file;
  }

  close() {
    this.engine.close();
  }
}
