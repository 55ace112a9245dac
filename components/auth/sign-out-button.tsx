"use client";

import { LogOut } from "lucide-react";
import { useAuth } from "./auth-provider";

type SignOutButtonProps = { className?: string };

/**
 * A form post to /auth/sign-out, so it works before hydration; once the page runs, the sign-out
 * goes through `useAuth().signOut()` so the other tabs hear of it after it is done.
 */
export function SignOutButton({ className = "" }: SignOutButtonProps) {
  const { signOut } = useAuth();

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!(await signOut())) form.submit();
  }

  return (
    <form action="/auth/sign-out" method="post" onSubmit={handleSubmit}>
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
