"use client";

import { Send } from "lucide-react";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { inputClasses } from "@/components/ui/input";
import { LiveNotice } from "@/components/ui/notice";
import { inviteUser } from "./actions";
import { fieldError, idleAnswer } from "@/lib/action/answer";
import { DEFAULT_INVITE_ROLE, ROLE_CHOICES } from "./state";

/** The invitation form: an e-mail and a role; a plain form, usable before hydration. */
export function InviteForm() {
  const [state, formAction, isPending] = useActionState(inviteUser, idleAnswer);
  const emailError = fieldError(state, "email");
  const roleError = fieldError(state, "role");
  return (
    <section aria-labelledby="invite-title" className="space-y-4 border border-line p-4">
      <h2 id="invite-title" className="text-lg font-semibold text-bright">
        Invite someone
      </h2>
      <LiveNotice
        tone={state.status === "invalid" || state.status === "refused" ? "error" : "ok"}
        message={state.message}
      />
      {/* The key resets the fields to the answer's values (cleared after a sent invitation). */}
      <form key={state.message} action={formAction} className="space-y-4">
        <Field
          id="invite-email"
          name="email"
          label="E-mail"
          type="email"
          required
          autoComplete="off"
          defaultValue={state.values?.email ?? ""}
          maxLength={254}
          error={emailError}
          className="px-3 py-2"
        />
        <div className="space-y-1.5">
          <label htmlFor="invite-role" className="block text-sm text-bright">
            Role
          </label>
          <select
            id="invite-role"
            name="role"
            defaultValue={state.values?.role ?? DEFAULT_INVITE_ROLE}
            aria-invalid={roleError ? true : undefined}
            aria-describedby={roleError ? "invite-role-error" : undefined}
            className={inputClasses("px-3 py-2")}
          >
            {ROLE_CHOICES.map(({ role, label }) => (
              <option key={role} value={role}>
                {label}
              </option>
            ))}
          </select>
          {roleError && (
            <p id="invite-role-error" className="text-sm text-error">
              {roleError}
            </p>
          )}
        </div>
        <Button type="submit" variant="solid" size="md" disabled={isPending}>
          <Send aria-hidden="true" className="size-4" />
          {isPending ? "Sending..." : "Send invitation"}
        </Button>
      </form>
    </section>
  );
}
