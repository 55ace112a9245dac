"use client";

import { KeyRound } from "lucide-react";
import Link from "next/link";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { choosePassword } from "./actions";
import { idleSetPasswordState } from "./state";

type FieldProps = { name: "password" | "confirm"; label: string; error: string | undefined };

/** A new-password field under its label, its error tied to it for screen readers. */
function Field({ name, label, error }: FieldProps) {
  const errorId = `${name}-error`;
  return (
    <div className="space-y-2">
      <label htmlFor={name} className="block text-sm text-bright">
        {label}
      </label>
      <Input
        id={name}
        name={name}
        type="password"
        required
        autoComplete="new-password"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="px-3 py-2.5"
      />
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Choose a password, twice; the answer never carries it back. Usable before hydration. */
export function SetPasswordForm() {
  const [state, formAction, isPending] = useActionState(choosePassword, idleSetPasswordState);
  return (
    <form action={formAction} className="space-y-5">
      <div role="alert" className="text-sm empty:hidden">
        {state.message && (
          <Notice tone="error" className="px-4 py-3">
            {state.message}
          </Notice>
        )}
      </div>
      <Field name="password" label="New password" error={state.fieldErrors.password} />
      <Field name="confirm" label="Repeat the password" error={state.fieldErrors.confirm} />
      <Button type="submit" variant="solid" size="block" disabled={isPending}>
        <KeyRound aria-hidden="true" className="size-4" />
        {isPending ? "Saving..." : "Save password"}
      </Button>
      {state.isPasswordSet && (
        <Link href="/portal" className="block text-sm text-phosphor underline">
          Open the portal
        </Link>
      )}
    </form>
  );
}
