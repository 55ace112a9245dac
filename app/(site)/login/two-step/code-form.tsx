"use client";

import { KeyRound, Loader2 } from "lucide-react";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { submitCode, type CodeState } from "./actions";

const initialState: CodeState = { status: "idle", message: "" };

type CodeFormProps = { next: string };

/** The 6-digit code of the sign-in's second step. Usable before hydration. */
export function CodeForm({ next }: CodeFormProps) {
  const [state, formAction, isPending] = useActionState(submitCode, initialState);
  const error = state.status === "error" ? state.message : undefined;

  return (
    <form action={formAction} className="space-y-5">
      <input type="hidden" name="next" value={next} />
      <div className="space-y-2">
        <label htmlFor="code" className="block text-sm text-bright">
          Authenticator code
        </label>
        <Input
          id="code"
          name="code"
          type="text"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          placeholder="123456"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "code-hint code-error" : "code-hint"}
          className="px-3 py-2.5 font-mono tracking-widest"
        />
        <p id="code-hint" className="text-sm text-muted">
          The 6-digit code your authenticator app shows for this account now.
        </p>
        <p id="code-error" role="alert" className="text-sm text-error empty:hidden">
          {error}
        </p>
      </div>
      <Button type="submit" variant="solid" size="block" disabled={isPending}>
        {isPending ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <KeyRound aria-hidden="true" className="size-4" />
        )}
        {isPending ? "Checking code..." : "Verify code"}
      </Button>
    </form>
  );
}
