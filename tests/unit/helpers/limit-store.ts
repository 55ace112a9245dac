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
  },
};
