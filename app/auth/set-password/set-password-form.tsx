"use client";

import { KeyRound } from "lucide-react";
import Link from "next/link";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { LiveNotice } from "@/components/ui/notice";
import { fieldError, idleAnswer } from "@/lib/action/answer";
import { choosePassword } from "./actions";

/** Choose a password, twice; the answer never carries it back. Usable before hydration. */
export function SetPasswordForm() {
  const [state, formAction, isPending] = useActionState(choosePassword, idleAnswer);
  return (
    <form action={formAction} className="space-y-5">
      <LiveNotice tone="error" message={state.message} />
      <Field
        id="password"
        name="password"
        label="New password"
        type="password"
        required
        autoComplete="new-password"
        error={fieldError(state, "password")}
      />
      <Field
        id="confirm"
        name="confirm"
        label="Repeat the password"
        type="password"
        required
        autoComplete="new-password"
        error={fieldError(state, "confirm")}
      />
      <Button type="submit" variant="solid" size="block" disabled={isPending}>
        <KeyRound aria-hidden="true" className="size-4" />
        {isPending ? "Saving..." : "Save password"}
      </Button>
      {state.detail?.isPasswordSet && (
        <Link href="/portal" className="block text-sm text-phosphor underline">
          Open the portal
        </Link>
      )}
    </form>
  );
}
