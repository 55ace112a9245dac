"use client";

import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useAuth } from "./auth-provider";

type SignOutButtonProps = { className?: string };

/**
 * A form post to /auth/sign-out, so it works before hydration; once the page runs, the sign-out
 * goes through `useAuth().signOut()` so the other tabs hear of it after it is done.
 */
export function SignOutButton({ className }: SignOutButtonProps) {
  const { signOut } = useAuth();

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!(await signOut())) form.submit();
  }

  return (
    <form action="/auth/sign-out" method="post" onSubmit={handleSubmit}>
      <Button type="submit" className={cn("py-1.5", className)}>
        <LogOut aria-hidden="true" className="size-4" />
        Sign Out
      </Button>
    </form>
  );
}
