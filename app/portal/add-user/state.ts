import { ROLES, type Role } from "@/lib/auth/roles";

/** The role a new person gets unless the admin picks another. */
export const DEFAULT_INVITE_ROLE: Role = "editor";

/** The roles in the order the form offers them, with what each opens. */
export const ROLE_CHOICES: { role: Role; label: string }[] = ROLES.map((role) => ({
  role,
  label: {
    viewer: "Viewer: the portal; content tools read-only",
    editor: "Editor: the portal and the content tools",
    admin: "Admin: everything, including accounts and the activity log",
  }[role],
}));
