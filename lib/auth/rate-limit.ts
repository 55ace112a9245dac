type Window = { count: number; resetAt: number };

/**
 * Fixed-window counters per key, holding at most `maxKeys` keys: when full, expired windows go
 * first, then the oldest, so a flood of distinct keys costs bounded memory.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts one attempt for `key`; false when the key has used up its window. */
  take(key: string, nowMs = Date.now()): boolean {
    const current = this.windows.get(key);
    if (current && current.resetAt > nowMs) {
      if (current.count >= this.limit) return false;
      current.count += 1;
      return true;
    }
    this.windows.delete(key);
    if (this.windows.size >= this.maxKeys) this.evict(nowMs);
    this.windows.set(key, { count: 1, resetAt: nowMs + this.windowMs });
    return this.limit >= 1;
  }

  /** How many keys are held now. */
  get size(): number {
    return this.windows.size;
  }

  private evict(nowMs: number) {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= nowMs) this.windows.delete(key);
    }
    while (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) return;
      this.windows.delete(oldest);
    }
  }
}
