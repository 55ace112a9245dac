"use client";

import { ArrowLeft, Loader2, Mail } from "lucide-react";
import Link from "next/link";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { LOGIN_PATH } from "@/lib/auth/paths";
import { requestPasswordReset, type ForgotState } from "./actions";

const initialState: ForgotState = { status: "idle", email: "", message: "" };

/** Asks for a reset link; the answer reads the same for any address. Usable before hydration. */
export function ForgotForm() {
  const [state, formAction, isPending] = useActionState(requestPasswordReset, initialState);
  const error = state.status === "error" ? state.message : undefined;

  return (
    <form action={formAction} className="space-y-5">
      <div role="status" className="text-sm empty:hidden">
        {state.status === "sent" && (
          <Notice tone="ok" className="px-4 py-3">
            {state.message}
          </Notice>
        )}
      </div>
      <div className="space-y-2">
        <label htmlFor="email" className="block text-sm text-bright">
          E-mail
        </label>
        <Input
          id="email"
          name="email"
          type="email"
          required
          autoComplete="username"
          placeholder="you@company.com"
          defaultValue={state.email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "email-error" : undefined}
          className="px-3 py-2.5"
        />
        <p id="email-error" role="alert" className="text-sm text-error empty:hidden">
          {error}
        </p>
      </div>
      <Button type="submit" variant="solid" size="block" disabled={isPending}>
        {isPending ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Mail aria-hidden="true" className="size-4" />
        )}
        {isPending ? "Sending link..." : "Send reset link"}
      </Button>
      <Link
        href={LOGIN_PATH}
        className="inline-flex items-center gap-2 py-1 text-sm text-phosphor underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to sign-in
      </Link>
    </form>
  );
}
