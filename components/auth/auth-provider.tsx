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
import { SIGN_OUT_SIGNAL_KEY } from "@/lib/auth/events";
import { loginPath } from "@/lib/auth/paths";
import { useSessionKeepAlive } from "@/lib/hooks/use-session-keep-alive";

const REFRESH_FAILED = "The session could not be refreshed. Check your connection.";

type AuthContextValue = {
  /** Why the session may soon end (a refresh that kept failing); null again after a refresh. */
  error: string | null;
  /**
   * Signs out on the server, then tells the other tabs (only now do their visits find the
   * cookies gone) and goes to the sign-in page. Resolves false if the server could not be reached.
   */
  signOut: () => Promise<boolean>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

type AuthProviderProps = { children: React.ReactNode };

/**
 * Keeps the session of the user verified on the server alive while the page is visible, follows
 * sign-outs made in other tabs, and gives the portal's client components the sign-out and the
 * session's trouble, if any.
 */
export function AuthProvider({ children }: AuthProviderProps) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  // Once this tab signs out, no refresh may start: its answer could restore the cookies.
  const isSigningOut = useRef(false);

  const signedOut = useCallback(
    (hasExpired: boolean) => {
      const here = `${window.location.pathname}${window.location.search}`;
      router.replace(loginPath(hasExpired ? here : null, { hasExpired }));
    },
    [router],
  );

  useSessionKeepAlive({
    isSigningOut,
    onRefreshed: useCallback(() => setError(null), []),
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

  const value = useMemo(() => ({ error, signOut }), [error, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The sign-out and the session's trouble, if any; only inside an `AuthProvider`. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
