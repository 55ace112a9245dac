"use client";

import { ArrowLeft, Mail } from "lucide-react";
import Link from "next/link";
import { useActionState } from "react";
import { Field } from "@/components/ui/field";
import { LiveNotice } from "@/components/ui/notice";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleAnswer } from "@/lib/action/answer";
import { LOGIN_PATH } from "@/lib/auth/paths";
import { requestPasswordReset } from "./actions";

/** Asks for a reset link; the answer reads the same for any address. Usable before hydration. */
export function ForgotForm() {
  const [state, formAction, isPending] = useActionState(requestPasswordReset, idleAnswer);
  const error = state.status === "invalid" || state.status === "refused" ? state.message : "";

  return (
    <form action={formAction} className="space-y-5">
      <LiveNotice tone="ok" message={state.status === "done" ? state.message : ""} />
      <Field
        id="email"
        name="email"
        label="E-mail"
        type="email"
        required
        autoComplete="username"
        placeholder="you@company.com"
        defaultValue={state.values?.email}
        error={error}
      />
      <SubmitButton
        icon={Mail}
        label="Send reset link"
        busyLabel="Sending link..."
        isBusy={isPending}
        disabled={isPending}
      />
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
