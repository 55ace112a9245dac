import { useCallback, useEffect, useRef } from "react";
import {
  isRefreshDue,
  REFRESH_RETRY_ATTEMPTS,
  REFRESH_RETRY_BASE_MS,
  REFRESH_TICK_MS,
} from "@/lib/auth/events";
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
  initialExpiresAt: number;
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
 * Refreshes the session through `/auth/session` shortly before the access token expires, with
 * retries, and only while the page is visible: the next visit catches up at once.
 */
export function useSessionKeepAlive({
  initialExpiresAt,
  isSigningOut,
  onRefreshed,
  onLost,
  onFailed,
}: KeepAliveOptions): void {
  const expiresAt = useRef(initialExpiresAt);

  const refresh = useCallback(async () => {
    for (let attempt = 0; attempt < REFRESH_RETRY_ATTEMPTS; attempt += 1) {
      const result = await fetchSession();
      if (result !== "retry") {
        if (!result.user) {
          onLost();
          return;
        }
        expiresAt.current = result.user.expiresAt;
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
      if (!isSigningOut.current && isRefreshDue(expiresAt.current, Date.now())) void refresh();
    };
    const sync = () => {
      clearInterval(timer);
      timer = undefined;
      if (document.visibilityState === "visible") {
        tick();
        timer = setInterval(tick, REFRESH_TICK_MS);
      }
    };
    sync();
    document.addEventListener("visibilitychange", sync);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", sync);
    };
  }, [refresh, isSigningOut]);
}
