import type { ActivityAction } from "@/lib/db/activity";
import { contentKinds, isEditableKind } from "@/lib/editor/kinds";
import { itemPath } from "@/lib/editor/paths";
import { portalTools } from "@/lib/portal/tools";

/** How an event reads: its verb in a sentence ("published"), and its name in the kind filter. */
type ActionWords = { verb: string; option: string };

/** Every action the log records, in plain words, by the group the kind filter shows it in. */
export const ACTION_GROUPS = {
  account: {
    label: "Accounts",
    actions: {
      "account.invited": { verb: "invited", option: "Invited" },
      "account.invite_resent": { verb: "resent the invitation of", option: "Invitation resent" },
      "account.invite_revoked": { verb: "revoked the invitation of", option: "Invitation revoked" },
      "account.invite_accepted": { verb: "accepted the invitation", option: "Invitation accepted" },
      "account.role_changed": { verb: "changed the role of", option: "Role changed" },
      "account.deactivated": { verb: "deactivated", option: "Deactivated" },
      "account.reactivated": { verb: "reactivated", option: "Reactivated" },
      "account.reset_sent": { verb: "sent a password reset to", option: "Password reset sent" },
      "account.deleted": { verb: "deleted the account of", option: "Account deleted" },
      "account.password_changed": { verb: "changed their password", option: "Password changed" },
      "account.password_check_failed": {
        verb: "gave a wrong current password on their account page",
        option: "Wrong current password",
      },
      "account.two_step_on": { verb: "turned on two-step sign-in", option: "Two-step sign-in on" },
      "account.two_step_off": {
        verb: "turned off two-step sign-in",
        option: "Two-step sign-in off",
      },
      "account.factor_removed": {
        verb: "removed the two-step sign-in of",
        option: "Two-step sign-in removed",
      },
    },
  },
  content: {
    label: "Content",
    actions: {
      "content.saved": { verb: "saved", option: "Saved" },
      "content.published": { verb: "published", option: "Published" },
      "content.unpublished": { verb: "unpublished", option: "Unpublished" },
      "content.reordered": { verb: "reordered", option: "Reordered" },
      "content.restored": { verb: "restored an earlier version of", option: "Restored" },
      "content.deleted": { verb: "deleted", option: "Deleted" },
    },
  },
  auth: {
    label: "Sign-in",
    actions: {
      "auth.signed_in": { verb: "signed in", option: "Signed in" },
      "auth.signed_out": { verb: "signed out", option: "Signed out" },
      "auth.sign_in_refused": {
        verb: "was refused sign-in by a limit",
        option: "Sign-in refused by a limit",
      },
    },
  },
  contact: {
    label: "Contact form",
    actions: {
      "contact.opened": { verb: "opened public messages", option: "Opened" },
      "contact.closed": { verb: "closed public messages", option: "Closed" },
      "contact.cap_reached": {
        verb: "reached its hourly cap and refused further messages",
        option: "Hourly cap reached",
      },
      "contact.status_changed": { verb: "changed the status of", option: "Status changed" },
      "contact.deleted": { verb: "deleted", option: "Message deleted" },
      "contact.sender_deleted": {
        verb: "deleted every message from one sender",
        option: "Sender's messages deleted",
      },
      "contact.settings_changed": {
        verb: "changed the contact form's settings",
        option: "Settings changed",
      },
    },
  },
} as const satisfies Record<string, { label: string; actions: Record<string, ActionWords> }>;

export type ActionGroup = keyof typeof ACTION_GROUPS;

// Typed as every action the log records: one missing from the groups does not compile.
const ACTION_WORDS: Record<ActivityAction, ActionWords> = {
  ...ACTION_GROUPS.account.actions,
  ...ACTION_GROUPS.content.actions,
  ...ACTION_GROUPS.auth.actions,
  ...ACTION_GROUPS.contact.actions,
};

/** Whether `name` is one of the kind filter's groups. */
export function isActionGroup(name: string): name is ActionGroup {
  return Object.hasOwn(ACTION_GROUPS, name);
}

/** Whether `name` is an action the log records. */
export function isActivityAction(name: string): name is ActivityAction {
  return Object.hasOwn(ACTION_WORDS, name);
}

/** The actions of group `group`. */
export function actionsOf(group: ActionGroup): ActivityAction[] {
  return Object.keys(ACTION_GROUPS[group].actions).filter(isActivityAction);
}

/** An event as the Activity view and its export read it (the columns the log keeps). */
export type EventRecord = {
  at: Date;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  targetKind: string | null;
  targetId: string | null;
  targetLabel: string | null;
  clientAddress: string | null;
  details: Record<string, unknown>;
};

const STEPS: Record<string, string> = {
  password: "at the password sign-in",
  "magic-link": "asking for a magic link",
  "password-reset": "asking for a password reset",
  verify: "opening a magic link",
  code: "at the code step",
};

/** Who did it: the verified person's e-mail, or for a refused sign-in the address tried. */
export function describeActor({ actorId, actorEmail, action }: EventRecord): string {
  if (actorId) return actorEmail ?? `account ${actorId}`;
  if (action === "contact.cap_reached" || action === "contact.closed") return "The contact form";
  return actorEmail ? `attempted as ${actorEmail}` : "someone unnamed";
}

const text = (value: unknown) => (typeof value === "string" ? value : null);

/** What happened, in plain words: "published", "changed the role of", "signed in by password". */
export function describeAction({ action, details }: EventRecord): string {
  const verb = isActivityAction(action) ? ACTION_WORDS[action].verb : action;
  const from = text(details.from);
  const to = text(details.to);
  const method = text(details.method);
  const step = text(details.step);
  if (action === "auth.signed_in" && method) return `${verb} by ${method}`;
  if (action === "auth.sign_in_refused" && step && Object.hasOwn(STEPS, step)) {
    return `${verb} ${STEPS[step]}`;
  }
  if (from && to) return `${verb} (${from} to ${to})`;
  return verb;
}

/** The name of `action` in the kind filter. */
export function actionOption(action: ActivityAction): string {
  return ACTION_WORDS[action].option;
}

/** Where the Manage User Accounts page shows the account of `email`. */
export function accountPath(email: string): string {
  return `${portalTools.manageUsers.path}?q=${encodeURIComponent(email)}`;
}

/**
 * The page a staff member opens to see the event's target: the account, the item's editor, the
 * tool of a kind of one row, or a reordered list; null for no target or an item since deleted.
 */
export function targetPath({ action, targetKind, targetId, targetLabel }: EventRecord) {
  if (targetKind === "account") return targetLabel ? accountPath(targetLabel) : null;
  if (targetKind === "contact") {
    const inbox = portalTools.contactRequests.path;
    return targetId && action !== "contact.deleted" ? `${inbox}/${targetId}` : inbox;
  }
  if (!targetKind || !isEditableKind(targetKind) || action === "content.deleted") return null;
  const definition = contentKinds[targetKind];
  if (!definition.list) return definition.tool.path;
  return targetId ? itemPath(definition, targetId) : definition.list.path;
}
