"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { defineAction } from "@/lib/action/define-action";
import type { CurrentUser } from "@/lib/auth/current-user";
import { isRole, type Role } from "@/lib/auth/roles";
import type { ActivityAction } from "@/lib/db/activity";
import { recordAccountEvent } from "@/lib/staff/account-event";
import {
  changeAccountRole,
  deactivateAccount,
  deleteAccount,
  listStaffAccounts,
  reactivateAccount,
  removeTwoStep,
  sendPasswordReset,
} from "@/lib/staff/accounts";
import { withAccountChangeLock } from "@/lib/staff/account-change-lock";
import { guardRailRefusal } from "@/lib/staff/guard-rails";
import type { StaffAccount } from "@/lib/staff/staff-account";
import { portalTools } from "@/lib/portal/tools";
import {
  done,
  refused,
  serviceRefusal,
  unrecorded,
  UNAVAILABLE,
  type AccountAnswer,
} from "./answers";

/** The fields of the account list's forms; `intent` says which form. */
const rowForm = z.object({
  id: z.string(),
  intent: z.string(),
  role: z.string(),
  confirm: z.string(),
});

type RowForm = z.output<typeof rowForm>;

type Change = {
  /** The admin API call that makes the change; throws when the auth service refuses. */
  make: () => Promise<void>;
  action: ActivityAction;
  details?: Record<string, unknown>;
  message: string;
  isDeleted?: boolean;
};

/** Makes `change`, then records it in the activity log: a failure of either is said. */
async function apply(actor: CurrentUser, target: StaffAccount, change: Change) {
  try {
    await change.make();
  } catch (error) {
    return serviceRefusal(error);
  }
  // The page shows the account as it is now; a deleted row stays, with its answer, till a reload.
  if (!change.isDeleted) refresh();
  if (!(await recordAccountEvent(actor, change.action, target, change.details))) {
    return unrecorded(change.message, change.isDeleted);
  }
  return done(change.message, change.isDeleted);
}

function roleChange(actor: CurrentUser, target: StaffAccount, accounts: StaffAccount[], to: Role) {
  const refusal = guardRailRefusal(actor.id, target, { kind: "role", to }, accounts);
  if (refusal) return refused(refusal);
  if (target.role === to)
    return refused(`${target.email} is already ${article(to)}; nothing changed.`);
  return apply(actor, target, {
    make: () => changeAccountRole(target.id, to),
    action: "account.role_changed",
    details: { from: target.role, to },
    message: `${target.email} is now ${article(to)}. Their open sessions follow within a minute.`,
  });
}

const article = (role: Role) => (/^[aeiou]/.test(role) ? `an ${role}` : `a ${role}`);

/** What each form's `intent` does to the account its `id` names, read afresh from the list. */
async function change(
  actor: CurrentUser,
  form: RowForm,
  target: StaffAccount,
  accounts: StaffAccount[],
): Promise<AccountAnswer> {
  const { email } = target;
  switch (form.intent) {
    case "role": {
      const to = form.role;
      return isRole(to)
        ? roleChange(actor, target, accounts, to)
        : refused("Choose viewer, editor or admin.");
    }
    case "deactivate": {
      const refusal = guardRailRefusal(actor.id, target, { kind: "deactivate" }, accounts);
      if (refusal) return refused(refusal);
      if (target.status === "deactivated") return refused(`${email} is already deactivated.`);
      return apply(actor, target, {
        make: () => deactivateAccount(target.id),
        action: "account.deactivated",
        message: `${email} is deactivated: every session it had is ended and it cannot sign in.`,
      });
    }
    case "reactivate":
      if (target.status !== "deactivated") return refused(`${email} is not deactivated.`);
      return apply(actor, target, {
        make: () => reactivateAccount(target.id),
        action: "account.reactivated",
        message: `${email} is reactivated. Their old password no longer works: they choose a new one through "Forgot password?" on the sign-in page, or the password reset you send them here.`,
      });
    case "reset":
      if (target.status === "deactivated") {
        return refused(`${email} is deactivated: reactivate it before sending a password reset.`);
      }
      if (target.status === "invited") {
        return refused(`${email} has not accepted their invitation yet: resend it from Add User.`);
      }
      return apply(actor, target, {
        make: () => sendPasswordReset(email),
        action: "account.reset_sent",
        message: `A password-reset e-mail is on its way to ${email}.`,
      });
    case "two-step":
      if (target.id === actor.id) {
        return refused("Turn off your own two-step sign-in on your account page, with a code.");
      }
      if (!target.hasTwoStep) return refused(`${email} has no two-step sign-in to remove.`);
      if (form.confirm !== "yes") {
        return refused(`Tick the box to confirm removing the two-step sign-in of ${email}.`);
      }
      return apply(actor, target, {
        make: () => removeTwoStep(target.id),
        action: "account.factor_removed",
        message: `Two-step sign-in of ${email} is removed: they sign in with their password alone.`,
      });
    case "delete": {
      if (form.confirm.trim() !== email) {
        return refused(`Type ${email} exactly to confirm deleting this account; nothing changed.`);
      }
      const refusal = guardRailRefusal(actor.id, target, { kind: "delete" }, accounts);
      if (refusal) return refused(refusal);
      return apply(actor, target, {
        make: () => deleteAccount(target.id),
        action: "account.deleted",
        details: { email, role: target.role },
        message: `${email} is deleted. It leaves this list when the page reloads.`,
        isDeleted: true,
      });
    }
    default:
      return refused("This form asks for something the account tools do not do; reload the page.");
  }
}

/**
 * Behind every form of the account list: an admin only (others get a 403 before the form is
 * read), then, under the account-change lock (so no other admin's change falls between the read
 * and the act), the account its `id` names read afresh with every other (the guard rails count
 * admins from that list, never from the form), then its `intent`: role, deactivate, reactivate,
 * reset, two-step (removes a lost factor) or delete.
 */
export const manageAccount = defineAction({
  caller: portalTools.manageUsers,
  form: rowForm,
  run: async (form, { user: actor }) =>
    withAccountChangeLock(async () => {
      let accounts: StaffAccount[];
      try {
        accounts = await listStaffAccounts();
      } catch {
        return refused(UNAVAILABLE);
      }
      const target = accounts.find((account) => account.id === form.id);
      if (!target) {
        return refused(
          "That account is no longer a staff account: reload the page to see the list.",
        );
      }
      return change(actor, form, target, accounts);
    }, refused),
});
