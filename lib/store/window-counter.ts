import type { RateLimit } from '@/lib/settings';
import type { RateLimitCounter } from './types';

/** At `maxKeys` the oldest window is forgotten first, so a flood of addresses cannot grow it. */
export class WindowCounter implements RateLimitCounter {
  private readonly windows = new Map<string, { start: number; hits: number }>();

  constructor(
    private readonly limit: RateLimit,
    private readonly maxKeys = 10_000,
  ) {}

  hit(key: string, now = Date.now()): boolean {
    if (!this.limit) return true;
    const current = this.windows.get(key);
    if (!current || now - current.start >= this.limit.windowMs) {
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
      this.windows.set(key, { start: now, hits: 1 });
      return true;
    }
    current.hits += 1;
    return current.hits <= this.limit.max;
  }

  remainingMs(key: string, now = Date.now()): number {
    const current = this.windows.get(key);
    if (!this.limit || !current) return 0;
    return Math.max(0, this.limit.windowMs - (now - current.start));
  }
}
