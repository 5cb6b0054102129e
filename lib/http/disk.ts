import { statfsSync } from 'node:fs';
import { settings } from '@/lib/settings';

export const freeBytes = (dir: string): number => {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
};

/** Read at most once a second, so a flood of requests costs one system call a second. */
export class DiskSpace {
  private readAt = -Infinity;
  private bytes = Infinity;

  constructor(
    private readonly dir: string,
    readonly minFree: number,
    private readonly read: (dir: string) => number = freeBytes,
  ) {}

  free(now = Date.now()): number {
    if (now - this.readAt >= 1000) {
      this.readAt = now;
      try {
        this.bytes = this.read(this.dir);
      } catch {
        this.bytes = Infinity; // a file system that cannot say is not reported as full
      }
    }
    return this.bytes;
  }

  low(now = Date.now()): boolean {
    return this.minFree > 0 && this.free(now) < this.minFree;
  }
}

let dataDisk: DiskSpace | undefined;

/** The disk the SQLite files are on; with DATABASE_URL, PostgreSQL watches its own (never low). */
export const dataDiskSpace = () =>
  (dataDisk ??= new DiskSpace(
    settings().dataDir,
    settings().databaseUrl ? 0 : settings().diskMinFree,
  ));
