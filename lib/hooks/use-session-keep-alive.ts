import { useCallback, useEffect } from "react";
import { REFRESH_RETRY_ATTEMPTS, REFRESH_RETRY_BASE_MS, REFRESH_TICK_MS } from "@/lib/auth/events";
import type { CurrentUser } from "@/lib/auth/current-user";

type RefreshResult = { user: CurrentUser | null } | "retry";

async function fetchSession(): Promise<RefreshResult> {
  try {
    const response = await fetch("/auth/session", { method: "POST", cache: "no-store" });
    if (response.status === 401) return { user: null };
    if (!response.ok) return "retry";
    return (await response.json()) as { user: CurrentUser };
  } catch {
    return "retry";
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type KeepAliveOptions = {
  /** Set once this tab signs out: no refresh may start then, its answer could restore the cookies. */
  isSigningOut: React.RefObject<boolean>;
  /** The server kept the session. */
  onRefreshed: () => void;
  /** The session is gone on the server. */
  onLost: () => void;
  /** Every retry failed: the server could not be reached. */
  onFailed: () => void;
};

/**
 * Asks `/auth/session` about the session at every tick, with retries, and only while the page is
 * visible (the next visit catches up at once): the proxy in front of it refreshes the session
 * when due, and the live check there ends a session revoked on the server (a deactivated
 * account) within its interval, long before the access token would expire.
 */
export function useSessionKeepAlive({
  isSigningOut,
  onRefreshed,
  onLost,
  onFailed,
}: KeepAliveOptions): void {
  const refresh = useCallback(async () => {
    for (let attempt = 0; attempt < REFRESH_RETRY_ATTEMPTS; attempt += 1) {
      const result = await fetchSession();
      if (result !== "retry") {
        if (!result.user) {
          onLost();
          return;
        }
        onRefreshed();
        return;
      }
      await wait(REFRESH_RETRY_BASE_MS * 2 ** attempt);
    }
    onFailed();
  }, [onRefreshed, onLost, onFailed]);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      if (!isSigningOut.current) void refresh();
    };
    // The page was just rendered from a checked session: the first question waits for a tick.
    const sync = (isShown: boolean) => {
      clearInterval(timer);
      timer = undefined;
      if (document.visibilityState === "visible") {
        if (isShown) tick();
        timer = setInterval(tick, REFRESH_TICK_MS);
      }
    };
    const handleVisibilityChange = () => sync(true);
    sync(false);
    document.addEventListener("visibilitychange", handleVisibilityChange);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", handleVisibilityChange);
    };
  }, [refresh, isSigningOut]);
}
