import { MemoryLimitStore, type LimitStore } from "@/lib/auth/rate-limit";

/** The store behind the stubbed limits' database; a test may swap it for a fresh or failing one. */
export const limitStore: { store: LimitStore } = { store: new MemoryLimitStore() };

/** `@/lib/auth/limit-store` with the database replaced by `limitStore.store`. */
export const limitStoreStub = {
  databaseLimitStore: {
    hit: (key: string, windowMs: number) => limitStore.store.hit(key, windowMs),
    markFailure: (account: string, address: string, windowMs: number) =>
      limitStore.store.markFailure(account, address, windowMs),
    failures: (account: string) => limitStore.store.failures(account),
    count: (key: string) => limitStore.store.count(key),
    giveBack: (key: string) => limitStore.store.giveBack(key),
    rememberLink: (account: string, keys: string[], windowMs: number) =>
      limitStore.store.rememberLink(account, keys, windowMs),
    takeLink: (account: string) => limitStore.store.takeLink(account),
  },
};

/** Starts every sign-in limit afresh: this process's own count and the stand-in database's. */
export function resetLimits(): void {
  for (const name of ["signInLimitMemory", "signInOverLimit"]) {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(`silverline.${name}`)];
  }
  limitStore.store = new MemoryLimitStore();
}
