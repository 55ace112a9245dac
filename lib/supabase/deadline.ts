import { authTimeoutMs } from "@/lib/server-env";

/** One time limit shared by every auth call of a piece of work, retries included. */
export type AuthDeadline = {
  /** A fetch bounded by the deadline; once it has passed, every call fails at once (`408`). */
  fetch: typeof fetch;
  /** True once the time is up. */
  hasPassed(): boolean;
  /** What `work` resolves to, or `fallback` if the deadline passes first (`work` is abandoned). */
  race<T>(work: Promise<T>, fallback: T): Promise<T>;
};

/**
 * What a call past the deadline answers without reaching the network: a refusal, which auth-js
 * does not retry (it retries network failures and 5xx), so work abandoned at the deadline ends.
 */
function pastDeadline(): Response {
  return Response.json(
    { error_code: "request_timeout", msg: "The time limit for auth calls has passed" },
    { status: 408 },
  );
}

/**
 * A deadline `ms` from now (`authTimeoutMs()` by default). auth-js retries a refresh that failed
 * as an outage with backoff for up to half a minute, so a limit per fetch does not bound it: the
 * caller stops waiting at the deadline, and the abandoned retries cost no more network time.
 */
export function authDeadline(ms = authTimeoutMs()): AuthDeadline {
  const signal = AbortSignal.timeout(ms);
  return {
    hasPassed: () => signal.aborted,
    fetch(input, init) {
      if (signal.aborted) return Promise.resolve(pastDeadline());
      const signals = init?.signal ? [signal, init.signal] : [signal];
      return fetch(input, { ...init, signal: AbortSignal.any(signals) });
    },
    race<T>(work: Promise<T>, fallback: T): Promise<T> {
      if (signal.aborted) return Promise.resolve(fallback);
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => resolve(fallback);
        signal.addEventListener("abort", onAbort, { once: true });
        work.then(
          (value) => {
            signal.removeEventListener("abort", onAbort);
            resolve(value);
          },
          (error: unknown) => {
            signal.removeEventListener("abort", onAbort);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    },
  };
}
