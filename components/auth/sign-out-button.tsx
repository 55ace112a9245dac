"use client";

import { LogOut } from "lucide-react";
import { AUTH_CHANNEL } from "@/lib/auth/events";

type SignOutButtonProps = { className?: string };

/** A plain form post (works before hydration) that also tells the other tabs to follow. */
export function SignOutButton({ className = "" }: SignOutButtonProps) {
  function handleSubmit() {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.postMessage("SIGNED_OUT");
    channel.close();
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
