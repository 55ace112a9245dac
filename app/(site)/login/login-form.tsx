"use client";

import { LogIn, Mail } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useActionState, useEffect, useState } from "react";
import { sendMagicLink, signInWithPassword } from "./actions";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { LiveNotice, Notice } from "@/components/ui/notice";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleAnswer } from "@/lib/action/answer";
import { useIsHydrated } from "@/lib/hooks/use-is-hydrated";

type LoginFormProps = {
  next: string;
  /** A message to show before any attempt: an expired session or a spent sign-in link. */
  notice?: string;
};

const FORGOT_PATH = "/login/forgot";

export function LoginForm({ next, notice }: LoginFormProps) {
  const router = useRouter();
  const isHydrated = useIsHydrated();
  const [signInState, signIn, isSigningIn] = useActionState(signInWithPassword, idleAnswer);
  const [linkState, requestLink, isSendingLink] = useActionState(sendMagicLink, idleAnswer);
  const [email, setEmail] = useState(signInState.values?.email || linkState.values?.email || "");
  const [password, setPassword] = useState("");

  const redirectTo = signInState.status === "done" ? signInState.detail?.redirectTo : undefined;
  const hasSignedIn = redirectTo !== undefined;
  const isBusy = isSigningIn || isSendingLink || hasSignedIn;
  const isIncomplete = email.trim() === "" || password === "";
  const isRefused = (status: string) => status === "invalid" || status === "refused";
  const error = isRefused(signInState.status) ? signInState.message : !isBusy ? notice : undefined;

  const field = (name: "email" | "password", value: string, setValue: (next: string) => void) => ({
    id: name,
    name,
    required: true,
    type: name,
    value,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
    disabled: isBusy,
  });

  useEffect(() => {
    if (redirectTo) router.replace(redirectTo);
  }, [redirectTo, router]);

  return (
    <form action={signIn} className="space-y-5">
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name="enhanced" value={isHydrated ? "1" : "0"} />

      {error && !hasSignedIn && (
        <Notice role="alert" tone="error" className="px-4 py-3 text-sm">
          {error}
        </Notice>
      )}
      <LiveNotice
        role="status"
        tone={!hasSignedIn && isRefused(linkState.status) ? "error" : "ok"}
        message={
          hasSignedIn ? signInState.message : linkState.status !== "idle" ? linkState.message : ""
        }
      />

      <Field
        {...field("email", email, setEmail)}
        label="E-mail"
        autoComplete="username"
        placeholder="you@company.com"
      />
      <Field
        {...field("password", password, setPassword)}
        label="Password"
        autoComplete="current-password"
      />
      <Link href={FORGOT_PATH} className="-mt-3 inline-block py-1 text-sm text-phosphor underline">
        Forgot password?
      </Link>

      <SubmitButton
        icon={LogIn}
        label="Sign In"
        busyLabel="Authenticating..."
        isBusy={isSigningIn || hasSignedIn}
        // Before hydration the browser's own `required` check guards the submit instead.
        disabled={isHydrated && (isIncomplete || isBusy)}
      />

      <div className="flex items-center gap-3 text-xs text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" /> or <span className="h-px flex-1 bg-line" />
      </div>

      <Button
        type="submit"
        size="block"
        formAction={requestLink}
        formNoValidate
        disabled={isHydrated && (email.trim() === "" || isBusy)}
      >
        <Mail aria-hidden="true" className="size-4" />
        {isSendingLink ? "Sending link..." : "Send me a magic link"}
      </Button>
    </form>
  );
}
