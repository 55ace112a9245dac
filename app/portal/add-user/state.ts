import { ROLES, type Role } from "@/lib/auth/roles";

/** The role a new person gets unless the admin picks another. */
export const DEFAULT_INVITE_ROLE: Role = "editor";

/** What the invite form shows after a try: the answer, the values to keep, errors by field. */
export type InviteState = {
  status: "idle" | "done" | "invalid" | "refused";
  message: string;
  email: string;
  role: Role;
  fieldErrors: { email?: string; role?: string };
};

export const idleInviteState: InviteState = {
  status: "idle",
  message: "",
  email: "",
  role: DEFAULT_INVITE_ROLE,
  fieldErrors: {},
};

/** The answer to a Resend or Revoke of one pending invitation; `at` tells the newer one. */
export type RowState = { status: "idle" | "done" | "refused"; message: string; at: number };

export const idleRowState: RowState = { status: "idle", message: "", at: 0 };

/** The roles in the order the form offers them, with what each opens. */
export const ROLE_CHOICES: { role: Role; label: string }[] = ROLES.map((role) => ({
  role,
  label: {
    viewer: "Viewer: the portal; content tools read-only",
    editor: "Editor: the portal and the content tools",
    admin: "Admin: everything, including accounts and the activity log",
  }[role],
}));
