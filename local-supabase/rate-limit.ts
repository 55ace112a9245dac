/**
 * Token buckets, as GoTrue's limiter (tollbooth) keeps them: `capacity` requests at once, refilled
 * at `perSecond`. Keys are e.g. `otp:<ip>`; buckets live in memory, so a restart forgets them.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  /** Takes one token from `key`'s bucket; false when it is empty. */
  take(key: string, capacity: number, perSecond: number): boolean {
    const now = Date.now();
    const bucket = this.buckets.get(key) ?? { tokens: capacity, at: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}
