"use client";

import { useActionState } from "react";
import { AnswerNotice } from "@/components/portal/answer-notice";
import { Button } from "@/components/ui/button";
import { idleAnswer } from "@/lib/action/answer";
import { AccountField } from "./account-field";
import { changePassword } from "./actions";

/** Changing the password: the current one again, the new one twice. Works before hydration. */
export function PasswordForm() {
  const [answer, formAction, isPending] = useActionState(changePassword, idleAnswer);
  const common = { formId: "password", answer, required: true, type: "password" } as const;
  return (
    <form action={formAction} className="space-y-4">
      <fieldset disabled={isPending} className="min-w-0 space-y-4">
        <AccountField
          {...common}
          name="current"
          label="Current password"
          autoComplete="current-password"
        />
        <AccountField
          {...common}
          name="password"
          label="New password"
          autoComplete="new-password"
        />
        <AccountField
          {...common}
          name="repeat"
          label="New password again"
          autoComplete="new-password"
        />
        <Button type="submit">{isPending ? "Changing…" : "Change password"}</Button>
      </fieldset>
      <AnswerNotice answer={answer} className="mt-3 px-3 py-2" />
    </form>
  );
}
