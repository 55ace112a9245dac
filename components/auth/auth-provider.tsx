"use client";

import { useRouter } from "next/navigation";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  isRefreshDue,
  REFRESH_RETRY_ATTEMPTS,
  REFRESH_RETRY_BASE_MS,
  REFRESH_TICK_MS,
  SIGN_OUT_SIGNAL_KEY,
  type AuthEvent,
} from "@/lib/auth/events";
import { loginPath } from "@/lib/auth/paths";
import { useIsHydrated } from "@/lib/hooks/use-is-hydrated";

export type AuthUser = { id: string; email: string; expiresAt: number };

type AuthContextValue = {
  user: AuthUser | null;
  loading: boolean;
  error: string | null;
  /** The latest auth event, starting with INITIAL_SESSION once the session has been read. */
  event: AuthEvent | null;
  /**
   * Signs out on the server, then tells the other tabs (only now do their visits find the
   * cookies gone) and goes to the sign-in page. Resolves false if the server could not be reached.
   */
  signOut: () => Promise<boolean>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

type AuthProviderProps = { initialUser: AuthUser; children: React.ReactNode };

type RefreshResult = { user: AuthUser | null } | "retry";

async function fetchSession(): Promise<RefreshResult> {
  try {
    const response = await fetch("/auth/session", { method: "POST", cache: "no-store" });
    if (response.status === 401) return { user: null };
    if (!response.ok) return "retry";
    return (await response.json()) as { user: AuthUser };
  } catch {
    return "retry";
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Gives the portal's client components the signed-in user, verified on the server. Keeps the
 * session alive while the page is visible, and follows sign-outs made in other tabs.
 */
export function AuthProvider({ initialUser, children }: AuthProviderProps) {
  const router = useRouter();
  const isHydrated = useIsHydrated();
  const [user, setUser] = useState<AuthUser | null>(initialUser);
  const [error, setError] = useState<string | null>(null);
  const [latestEvent, setEvent] = useState<AuthEvent | null>(null);
  const expiresAt = useRef(initialUser.expiresAt);
  // Once this tab signs out, no refresh may start: its answer could restore the cookies.
  const isSigningOut = useRef(false);
  // The session was read on the server; it counts as read here once the page is live.
  const loading = !isHydrated;
  const event = latestEvent ?? (isHydrated ? "INITIAL_SESSION" : null);

  const signedOut = useCallback(
    (hasExpired: boolean) => {
      setUser(null);
      setEvent("SIGNED_OUT");
      const here = `${window.location.pathname}${window.location.search}`;
      router.replace(hasExpired ? loginPath(here, { hasExpired }) : "/login");
    },
    [router],
  );

  const refresh = useCallback(async () => {
    for (let attempt = 0; attempt < REFRESH_RETRY_ATTEMPTS; attempt += 1) {
      const result = await fetchSession();
      if (result !== "retry") {
        if (!result.user) {
          signedOut(true);
          return;
        }
        const hasRotated = result.user.expiresAt !== expiresAt.current;
        expiresAt.current = result.user.expiresAt;
        setUser(result.user);
        setError(null);
        if (hasRotated) setEvent("TOKEN_REFRESHED");
        return;
      }
      await wait(REFRESH_RETRY_BASE_MS * 2 ** attempt);
    }
    setError("The session could not be refreshed. Check your connection.");
    console.error("Session refresh failed after retries");
  }, [signedOut]);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      if (!isSigningOut.current && isRefreshDue(expiresAt.current, Date.now())) void refresh();
    };
    const sync = () => {
      clearInterval(timer);
      timer = undefined;
      // No refreshing while nobody looks: the next visit catches up at once.
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
  }, [refresh]);

  // A storage write reaches every other tab of the site, never the one that wrote it.
  useEffect(() => {
    const handleStorage = (storageEvent: StorageEvent) => {
      if (storageEvent.key === SIGN_OUT_SIGNAL_KEY && storageEvent.newValue) signedOut(false);
    };
    window.addEventListener("storage", handleStorage);
    return () => window.removeEventListener("storage", handleStorage);
  }, [signedOut]);
  const signOut = useCallback(async () => {
    isSigningOut.current = true;
    try {
      await fetch("/auth/sign-out", { method: "POST", redirect: "manual" });
    } catch {
      isSigningOut.current = false;
      return false;
    }
    try {
      localStorage.setItem(SIGN_OUT_SIGNAL_KEY, String(Date.now()));
    } catch {
      // Storage can be switched off; the other tabs then notice at their next refresh.
    }
    signedOut(false);
    return true;
  }, [signedOut]);

  const value = useMemo(
    () => ({ user, loading, error, event, signOut }),
    [user, loading, error, event, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The signed-in user and the session's state; only inside an `AuthProvider`. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
