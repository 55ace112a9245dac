/** A fixed window's count after one more hit, and how long until the window ends. */
export type Hit = { count: number; remainingMs: number };

/**
 * Where the sign-in counters live: the project's database, shared by every instance
 * (`lib/auth/limit-store.ts`), or one process's memory (`MemoryLimitStore`).
 */
export type LimitStore = {
  /** Counts one hit of `key` in its fixed window of `windowMs`, opening a new one when over. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** The count of `key` in its current window, 0 when none is open. */
  count(key: string): Promise<number>;
  /** Takes back one hit of `key` in its current window: the attempt proved good. */
  giveBack(key: string): Promise<void>;
  /** Notes the counters (`keys`) the latest link request for `account` took, for `windowMs`. */
  rememberLink(account: string, keys: string[], windowMs: number): Promise<void>;
  /** Forgets and returns the counters the latest link request for `account` took, if kept. */
  takeLink(account: string): Promise<string[] | null>;
  /** Notes a failed password for `account` from `address`; one address counts once per window. */
  markFailure(account: string, address: string, windowMs: number): Promise<void>;
  /** How many distinct addresses failed a password for `account` in their windows. */
  failures(account: string): Promise<number>;
};

/** Addresses kept per account: past this many, the count is already at its slowest anyway. */
const MAX_ADDRESSES_PER_ACCOUNT = 64;

/** Deletes expired entries first, then the oldest, until `map` has room for one more. */
function makeRoom<V>(map: Map<string, V>, max: number, isExpired: (value: V) => boolean) {
  if (map.size < max) return;
  for (const [key, value] of map) if (isExpired(value)) map.delete(key);
  while (map.size >= max) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) return;
    map.delete(oldest);
  }
}

/**
 * The counters in this process's memory, holding at most `maxKeys` windows and accounts, so a
 * flood of distinct keys costs bounded memory: the fallback when the database does not answer.
 */
export class MemoryLimitStore implements LimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private readonly failed = new Map<string, Map<string, number>>();
  private readonly links = new Map<string, { keys: string[]; endsAt: number }>();

  constructor(
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number): Promise<Hit> {
    const now = this.now();
    const current = this.windows.get(key);
    if (current && current.endsAt > now) {
      current.count += 1;
      return { count: current.count, remainingMs: current.endsAt - now };
    }
    this.windows.delete(key);
    makeRoom(this.windows, this.maxKeys, (window) => window.endsAt <= now);
    this.windows.set(key, { count: 1, endsAt: now + windowMs });
    return { count: 1, remainingMs: windowMs };
  }

  async count(key: string): Promise<number> {
    const current = this.windows.get(key);
    return current && current.endsAt > this.now() ? current.count : 0;
  }

  async giveBack(key: string): Promise<void> {
    const current = this.windows.get(key);
    if (!current || current.endsAt <= this.now()) return;
    current.count -= 1;
    if (current.count <= 0) this.windows.delete(key);
  }

  async rememberLink(account: string, keys: string[], windowMs: number): Promise<void> {
    const now = this.now();
    this.links.delete(account);
    makeRoom(this.links, this.maxKeys, (link) => link.endsAt <= now);
    this.links.set(account, { keys, endsAt: now + windowMs });
  }

  async takeLink(account: string): Promise<string[] | null> {
    const link = this.links.get(account);
    this.links.delete(account);
    return link && link.endsAt > this.now() ? link.keys : null;
  }

  async markFailure(account: string, address: string, windowMs: number): Promise<void> {
    const now = this.now();
    const addresses = this.failed.get(account) ?? new Map<string, number>();
    const endsAt = addresses.get(address);
    if (endsAt !== undefined && endsAt > now) return;
    addresses.delete(address);
    makeRoom(addresses, MAX_ADDRESSES_PER_ACCOUNT, (end) => end <= now);
    addresses.set(address, now + windowMs);
    this.failed.delete(account);
    makeRoom(this.failed, this.maxKeys, (held) => [...held.values()].every((end) => end <= now));
    this.failed.set(account, addresses);
  }

  async failures(account: string): Promise<number> {
    const now = this.now();
    return [...(this.failed.get(account)?.values() ?? [])].filter((end) => end > now).length;
  }

  /** How many windows, accounts and link requests are held now. */
  get size(): number {
    return this.windows.size + this.failed.size + this.links.size;
  }
}
