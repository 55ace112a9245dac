import { randomUUID } from "node:crypto";
import type { AmrEntry } from "../tokens";
import { firstRow, type Queryable } from "./db";

/** A row of auth.sessions. */
export type SessionRow = {
  id: string;
  user_id: string;
  aal: string;
  amr: AmrEntry[];
  /** The factor whose code raised the session to aal2, if any. */
  factor_id: string | null;
  created_at: Date;
  updated_at: Date;
};

/** A row of auth.refresh_tokens. */
export type RefreshTokenRow = {
  token_hash: string;
  session_id: string;
  counter: number;
  parent_hash: string | null;
  revoked: boolean;
  created_at: Date;
  updated_at: Date;
};

/** Creates a session signed in with `method`. */
export async function insertSession(
  db: Queryable,
  userId: string,
  method: string,
): Promise<SessionRow> {
  const amr: AmrEntry[] = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const { rows } = await db.query<SessionRow>(
    "INSERT INTO auth.sessions (id, user_id, amr) VALUES ($1, $2, $3) RETURNING *",
    [randomUUID(), userId, amr],
  );
  return rows[0] as SessionRow;
}

/** The session with this id, if it still exists. */
export function findSession(db: Queryable, id: string) {
  return firstRow<SessionRow>(db, "SELECT * FROM auth.sessions WHERE id = $1", [id]);
}

/** Deletes sessions of a user: all, only `sessionId`, or all but `sessionId`. */
export async function deleteSessions(
  db: Queryable,
  userId: string,
  scope: "global" | "local" | "others",
  sessionId: string,
): Promise<void> {
  const condition = { global: "", local: " AND id = $2", others: " AND id <> $2" }[scope];
  await db.query(
    `DELETE FROM auth.sessions WHERE user_id = $1${condition}`,
    scope === "global" ? [userId] : [userId, sessionId],
  );
}

/** Deletes one session (and its refresh tokens). */
export async function deleteSession(db: Queryable, id: string): Promise<void> {
  await db.query("DELETE FROM auth.sessions WHERE id = $1", [id]);
}

/** Records an issued refresh token by its hash. */
export async function insertRefreshToken(
  db: Queryable,
  token: { hash: string; sessionId: string; counter: number; parentHash: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO auth.refresh_tokens (token_hash, session_id, counter, parent_hash)
     VALUES ($1, $2, $3, $4)`,
    [token.hash, token.sessionId, token.counter, token.parentHash],
  );
  await db.query("UPDATE auth.sessions SET updated_at = now() WHERE id = $1", [token.sessionId]);
}

/** The refresh token with this hash, if any. */
export function findRefreshToken(db: Queryable, hash: string) {
  return firstRow<RefreshTokenRow>(db, "SELECT * FROM auth.refresh_tokens WHERE token_hash = $1", [
    hash,
  ]);
}

/** The session's newest token that is not revoked. */
export function findActiveRefreshToken(db: Queryable, sessionId: string) {
  return firstRow<RefreshTokenRow>(
    db,
    `SELECT * FROM auth.refresh_tokens WHERE session_id = $1 AND NOT revoked
     ORDER BY counter DESC LIMIT 1`,
    [sessionId],
  );
}

/** Marks a token used; `updated_at` then starts its reuse interval. */
export async function revokeRefreshToken(db: Queryable, hash: string): Promise<void> {
  await db.query(
    "UPDATE auth.refresh_tokens SET revoked = true, updated_at = now() WHERE token_hash = $1",
    [hash],
  );
}

/** Raises a session to aal2 through `factorId`, with its new `amr`. */
export async function upgradeSession(
  db: Queryable,
  sessionId: string,
  factorId: string,
  amr: AmrEntry[],
): Promise<SessionRow> {
  const { rows } = await db.query<SessionRow>(
    `UPDATE auth.sessions SET aal = 'aal2', factor_id = $2, amr = $3, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [sessionId, factorId, amr],
  );
  return rows[0] as SessionRow;
}

/** Ends the user's sessions below aal2 (GoTrue's `InvalidateSessionsWithAALLessThan`). */
export async function deleteLowAalSessions(db: Queryable, userId: string): Promise<void> {
  await db.query("DELETE FROM auth.sessions WHERE user_id = $1 AND aal < 'aal2'", [userId]);
}

/**
 * Takes the sessions raised by a removed factor back to aal1, dropping its `amr` entry
 * (GoTrue's `DowngradeSessionsToAAL1`).
 */
export async function downgradeFactorSessions(
  db: Queryable,
  userId: string,
  factorId: string,
  method: string,
): Promise<void> {
  await db.query(
    `UPDATE auth.sessions SET aal = 'aal1', factor_id = NULL, updated_at = now(),
       amr = (SELECT coalesce(jsonb_agg(entry), '[]'::jsonb)
              FROM jsonb_array_elements(amr) AS entry WHERE entry->>'method' <> $3)
     WHERE user_id = $1 AND factor_id = $2`,
    [userId, factorId, method],
  );
}
