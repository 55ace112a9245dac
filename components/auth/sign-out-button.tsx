"use client";

import { LogOut } from "lucide-react";
import { useAuth } from "./auth-provider";

type SignOutButtonProps = { className?: string };

/** A plain form post (works before hydration) that also tells the other tabs to follow. */
export function SignOutButton({ className = "" }: SignOutButtonProps) {
  const { announceSignOut } = useAuth();

  return (
    <form action="/auth/sign-out" method="post" onSubmit={announceSignOut}>
      <button
        type="submit"
        className={`inline-flex min-h-9 items-center gap-2 border border-line-strong px-3 py-1.5 text-sm text-bright hover:border-phosphor hover:text-phosphor ${className}`}
      >
        <LogOut aria-hidden="true" className="size-4" />
        Sign Out
      </button>
    </form>
  );
}
