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
import type { CurrentUser } from "@/lib/auth/current-user";
import { SIGN_OUT_SIGNAL_KEY, type AuthEvent } from "@/lib/auth/events";
import { loginPath } from "@/lib/auth/paths";
import { useIsHydrated } from "@/lib/hooks/use-is-hydrated";
import { useSessionKeepAlive } from "@/lib/hooks/use-session-keep-alive";

const REFRESH_FAILED = "The session could not be refreshed. Check your connection.";

type AuthContextValue = {
  user: CurrentUser | null;
  loading: boolean;
  /** Why the session may soon end (a refresh that kept failing); null again after a refresh. */
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

type AuthProviderProps = { initialUser: CurrentUser; children: React.ReactNode };

/**
 * Gives the portal's client components the signed-in user, verified on the server. Keeps the
 * session alive while the page is visible, and follows sign-outs made in other tabs.
 */
export function AuthProvider({ initialUser, children }: AuthProviderProps) {
  const router = useRouter();
  const isHydrated = useIsHydrated();
  const [user, setUser] = useState<CurrentUser | null>(initialUser);
  const [error, setError] = useState<string | null>(null);
  const [latestEvent, setEvent] = useState<AuthEvent | null>(null);
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

  useSessionKeepAlive({
    initialExpiresAt: initialUser.expiresAt,
    isSigningOut,
    onRefreshed: useCallback((fresh: CurrentUser, hasRotated: boolean) => {
      setUser(fresh);
      setError(null);
      if (hasRotated) setEvent("TOKEN_REFRESHED");
    }, []),
    onLost: useCallback(() => signedOut(true), [signedOut]),
    onFailed: useCallback(() => {
      setError(REFRESH_FAILED);
      console.error("Session refresh failed after retries");
    }, []),
  });

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
