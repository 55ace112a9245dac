import { randomUUID } from "node:crypto";
import { firstRow, type Queryable } from "./db";

/** GoTrue's token types: signup and invite links spend the first, magic and recovery links the second. */
export type OneTimeTokenKind = "confirmation_token" | "recovery_token";

/** A row of auth.one_time_tokens. */
export type OneTimeTokenRow = {
  token_hash: string;
  user_id: string;
  token_type: OneTimeTokenKind;
  created_at: Date;
};

/** A row of auth.flow_state. */
export type FlowStateRow = {
  id: string;
  user_id: string;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: string;
  auth_code_hash: string | null;
  auth_code_issued_at: Date | null;
  created_at: Date;
};

/**
 * Replaces the user's one-time token of this kind (stored by hash): one live link per user and
 * kind, as GoTrue keeps one confirmation and one recovery token.
 */
export async function replaceOneTimeToken(
  db: Queryable,
  userId: string,
  kind: OneTimeTokenKind,
  hash: string,
): Promise<void> {
  await db.query("DELETE FROM auth.one_time_tokens WHERE user_id = $1 AND token_type = $2", [
    userId,
    kind,
  ]);
  await db.query(
    "INSERT INTO auth.one_time_tokens (token_hash, user_id, token_type) VALUES ($1, $2, $3)",
    [hash, userId, kind],
  );
}

/** The one-time token of one of these kinds with one of these hashes, if any. */
export function findOneTimeToken(db: Queryable, hashes: string[], kinds: OneTimeTokenKind[]) {
  return firstRow<OneTimeTokenRow>(
    db,
    `SELECT * FROM auth.one_time_tokens
     WHERE token_hash = ANY($1::text[]) AND token_type = ANY($2::text[])`,
    [hashes, kinds],
  );
}

/** Clears every one-time token of a user: following one link spends them all, as in GoTrue. */
export async function clearOneTimeTokens(db: Queryable, userId: string): Promise<void> {
  await db.query("DELETE FROM auth.one_time_tokens WHERE user_id = $1", [userId]);
}

/** Stores a PKCE challenge for a magic link. */
export async function insertFlowState(
  db: Queryable,
  flow: { userId: string; codeChallenge: string; method: string; authenticationMethod: string },
): Promise<void> {
  await db.query(
    `INSERT INTO auth.flow_state (id, user_id, code_challenge, code_challenge_method, authentication_method)
     VALUES ($1, $2, $3, $4, $5)`,
    [randomUUID(), flow.userId, flow.codeChallenge, flow.method, flow.authenticationMethod],
  );
}

/** The user's newest flow state for a method, if any. */
export function findNewestFlowState(db: Queryable, userId: string, authenticationMethod: string) {
  return firstRow<FlowStateRow>(
    db,
    `SELECT * FROM auth.flow_state WHERE user_id = $1 AND authentication_method = $2
     ORDER BY created_at DESC LIMIT 1`,
    [userId, authenticationMethod],
  );
}

/** Records the auth code (by hash) handed out when the link was followed. */
export async function issueAuthCode(
  db: Queryable,
  flowId: string,
  codeHash: string,
): Promise<void> {
  await db.query(
    "UPDATE auth.flow_state SET auth_code_hash = $2, auth_code_issued_at = now() WHERE id = $1",
    [flowId, codeHash],
  );
}

/** The flow state holding this auth code hash, if any. */
export function findFlowStateByCode(db: Queryable, codeHash: string) {
  return firstRow<FlowStateRow>(db, "SELECT * FROM auth.flow_state WHERE auth_code_hash = $1", [
    codeHash,
  ]);
}

/** Deletes a flow state: an auth code is exchanged once. */
export async function deleteFlowState(db: Queryable, id: string): Promise<void> {
  await db.query("DELETE FROM auth.flow_state WHERE id = $1", [id]);
}
