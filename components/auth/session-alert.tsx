"use client";

import { useAuth } from "./auth-provider";

/** Says when the session could not be refreshed, so a sign-out that follows is no surprise. */
export function SessionAlert() {
  const { error } = useAuth();
  return (
    <p
      role="alert"
      className="w-full border border-danger/70 bg-danger/10 px-3 py-1.5 text-sm text-[#ff8f88] empty:hidden"
    >
      {error}
    </p>
  );
}
