"use client";

import { KeyRound } from "lucide-react";
import { useActionState } from "react";
import { Field } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleAnswer } from "@/lib/action/answer";
import { submitCode } from "./actions";

type CodeFormProps = { next: string };

/** The 6-digit code of the sign-in's second step. Usable before hydration. */
export function CodeForm({ next }: CodeFormProps) {
  const [state, formAction, isPending] = useActionState(submitCode, idleAnswer);
  const error = state.status === "idle" || state.status === "done" ? "" : state.message;

  return (
    <form action={formAction} className="space-y-5">
      <input type="hidden" name="next" value={next} />
      <Field
        id="code"
        name="code"
        label="Authenticator code"
        type="text"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={7}
        placeholder="123456"
        hint="The 6-digit code your authenticator app shows for this account now."
        error={error}
        className="font-mono tracking-widest"
      />
      <SubmitButton
        icon={KeyRound}
        label="Verify code"
        busyLabel="Checking code..."
        isBusy={isPending}
        disabled={isPending}
      />
    </form>
  );
}
