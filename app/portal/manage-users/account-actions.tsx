"use client";

import { useActionState } from "react";
import { AnswerNotice } from "@/components/portal/answer-notice";
import { Button } from "@/components/ui/button";
import { ConfirmCheck } from "@/components/ui/confirm-check";
import { inputClasses } from "@/components/ui/input";
import { ROLES, type Role } from "@/lib/auth/roles";
import { idleAnswer } from "@/lib/action/answer";
import type { StaffAccount } from "@/lib/staff/staff-account";
import { manageAccount } from "./actions";

type AccountActionsProps = { account: StaffAccount };

const roleNames: Record<Role, string> = { viewer: "Viewer", editor: "Editor", admin: "Admin" };

/**
 * One account's forms, folded under Manage: role, deactivate or reactivate, password reset,
 * removing a lost second factor (confirmed by a tick), delete with the address typed. Plain forms, usable before hydration; their answer shows
 * below, even with the forms folded.
 */
export function AccountActions({ account }: AccountActionsProps) {
  const [answer, formAction, isPending] = useActionState(manageAccount, idleAnswer);
  const { id, email } = account;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
  const isDeactivated = account.status === "deactivated";
  return (
    <div>
      {!answer.detail?.isDeleted && (
        <details className="group">
          <summary className="cursor-pointer whitespace-nowrap text-phosphor hover:underline">
            Manage<span className="sr-only"> {email}</span>
          </summary>
          <fieldset disabled={isPending} className="mt-3 min-w-56 space-y-3">
            <form action={formAction} className="flex flex-wrap items-end gap-2">
              {hidden("role")}
              <div>
                <label htmlFor={`role-${id}`} className="block text-xs text-muted">
                  Role<span className="sr-only"> of {email}</span>
                </label>
                <select
                  id={`role-${id}`}
                  name="role"
                  defaultValue={account.role}
                  className={inputClasses("min-h-9 px-2 text-sm")}
                >
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {roleNames[role]}
                    </option>
                  ))}
                </select>
              </div>
              <Button type="submit" size="xs">
                Change role
              </Button>
            </form>
            <div className="flex flex-wrap gap-2">
              <form action={formAction}>
                {hidden(isDeactivated ? "reactivate" : "deactivate")}
                <Button type="submit" size="xs" variant={isDeactivated ? "outline" : "danger"}>
                  {isDeactivated ? "Reactivate" : "Deactivate"}
                </Button>
              </form>
              <form action={formAction}>
                {hidden("reset")}
                <Button type="submit" size="xs">
                  Send password reset
                </Button>
              </form>
            </div>
            {account.hasTwoStep && (
              <form action={formAction} className="space-y-2 border border-line p-2">
                {hidden("two-step")}
                <ConfirmCheck id={`two-step-${id}`} className="items-start text-xs wrap-anywhere">
                  {email} lost their authenticator: they sign in with the password alone until they
                  turn two-step sign-in on again.
                </ConfirmCheck>
                <Button type="submit" size="xs" variant="danger">
                  Remove two-step sign-in
                </Button>
              </form>
            )}
            <form action={formAction} className="space-y-2 border border-danger/50 p-2">
              {hidden("delete")}
              <label htmlFor={`confirm-${id}`} className="block text-xs wrap-anywhere text-bright">
                To delete, type <span className="text-phosphor">{email}</span>
              </label>
              <input
                id={`confirm-${id}`}
                name="confirm"
                autoComplete="off"
                spellCheck={false}
                className={inputClasses("min-h-9 px-2 text-sm")}
              />
              <Button type="submit" size="xs" variant="danger">
                Delete account
              </Button>
            </form>
          </fieldset>
        </details>
      )}
      <AnswerNotice answer={answer} className="mt-2 px-3 py-2 wrap-anywhere" />
    </div>
  );
}
