import { randomUUID } from "node:crypto";
import { firstRow, type Queryable } from "./db";
import { FACTORS_COLUMN } from "./factors";

/** A user's columns plus `factors`, for every read of auth.users. */
const USER_COLUMNS = `*, ${FACTORS_COLUMN}`;

/** A row of auth.users. */
export type UserRow = {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  banned_until: Date | null;
  email_identity_id: string;
  created_at: Date;
  updated_at: Date;
  /** Set by a soft delete, which also scrambles the e-mail so that the address is free again. */
  deleted_at: Date | null;
  /** The user's MFA factors (read with the row, without secrets; timestamps as JSON strings). */
  factors: StoredFactor[];
};

/** A factor as it comes with a user row. */
export type StoredFactor = {
  id: string;
  created_at: string;
  updated_at: string;
  status: string;
  friendly_name: string | null;
  factor_type: string;
  phone: string | null;
  last_challenged_at: string | null;
};

/** Fields needed to create a user. */
export type NewUser = {
  id?: string;
  email: string;
  encryptedPassword: string | null;
  emailConfirmed: boolean;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  role?: string;
  bannedUntil?: Date | null;
};

/** Inserts a user; the caller has checked that the e-mail is free. */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO auth.users (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
       raw_user_meta_data, role, banned_until, email_identity_id)
     VALUES ($1, $2, $3, CASE WHEN $4::boolean THEN now() END, $5, $6, $7, $8, $9)
     RETURNING ${USER_COLUMNS}`,
    [
      user.id ?? randomUUID(),
      user.email,
      user.encryptedPassword,
      user.emailConfirmed,
      user.appMetadata,
      user.userMetadata,
      user.role ?? "authenticated",
      user.bannedUntil ?? null,
      randomUUID(),
    ],
  );
  return rows[0] as UserRow;
}

/** The user with this (already lower-cased) e-mail, if any. */
export function findUserByEmail(db: Queryable, email: string) {
  return firstRow<UserRow>(db, `SELECT ${USER_COLUMNS} FROM auth.users WHERE email = $1`, [email]);
}

/** The user with this id, if any. */
export function findUserById(db: Queryable, id: string) {
  return firstRow<UserRow>(db, `SELECT ${USER_COLUMNS} FROM auth.users WHERE id = $1`, [id]);
}

/** A page of users, newest first (GoTrue's default sort), and the total count. */
export async function listUsers(
  db: Queryable,
  page: number,
  perPage: number,
): Promise<{ users: UserRow[]; total: number }> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM auth.users ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [perPage, (page - 1) * perPage],
  );
  const count = await db.query<{ total: number }>("SELECT count(*)::int AS total FROM auth.users");
  return { users: rows, total: count.rows[0]?.total ?? 0 };
}

/** Columns an update may set. */
export type UserChanges = Partial<
  Pick<
    UserRow,
    | "encrypted_password"
    | "email"
    | "email_confirmed_at"
    | "invited_at"
    | "confirmation_sent_at"
    | "recovery_sent_at"
    | "last_sign_in_at"
    | "raw_app_meta_data"
    | "raw_user_meta_data"
    | "banned_until"
    | "deleted_at"
    | "role"
  >
>;

/** Updates the given columns and `updated_at`; returns the new row. */
export async function updateUser(
  db: Queryable,
  id: string,
  changes: UserChanges,
): Promise<UserRow> {
  const entries = Object.entries(changes);
  const assignments = entries.map(([column], index) => `${column} = $${index + 2}`);
  const { rows } = await db.query<UserRow>(
    `UPDATE auth.users SET ${[...assignments, "updated_at = now()"].join(", ")}
     WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [id, ...entries.map(([, value]) => value)],
  );
  return rows[0] as UserRow;
}

/** Deletes a user; sessions, tokens and flow states go with it. */
export async function deleteUser(db: Queryable, id: string): Promise<void> {
  await db.query("DELETE FROM auth.users WHERE id = $1", [id]);
}

/**
 * GoTrue's soft delete: the row stays, with the address replaced by `scrambledEmail`, no password
 * or metadata, and no links, factors or sessions left.
 */
export async function softDeleteUser(
  db: Queryable,
  user: UserRow,
  scrambledEmail: string,
): Promise<void> {
  await db.query(
    `UPDATE auth.users SET email = $2, encrypted_password = NULL, raw_user_meta_data = '{}',
       raw_app_meta_data = '{}', deleted_at = now(), updated_at = now()
     WHERE id = $1`,
    [user.id, scrambledEmail],
  );
  await db.query("DELETE FROM auth.one_time_tokens WHERE user_id = $1", [user.id]);
  await db.query("DELETE FROM auth.mfa_factors WHERE user_id = $1", [user.id]);
  await db.query("DELETE FROM auth.sessions WHERE user_id = $1", [user.id]);
}
