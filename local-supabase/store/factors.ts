import { randomUUID } from "node:crypto";
import { firstRow, type Queryable } from "./db";

/** A row of auth.mfa_factors (`secret` is encrypted). */
export type FactorRow = {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: "unverified" | "verified";
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** A row of auth.mfa_challenges. */
export type ChallengeRow = {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
};

/**
 * A user's factors as one JSON array column, for `SELECT`s and `RETURNING`s of auth.users, so
 * every user read carries them as GoTrue's eager load does (oldest first, no secrets).
 */
export const FACTORS_COLUMN = `(
  SELECT coalesce(jsonb_agg(jsonb_build_object(
      'id', f.id, 'created_at', f.created_at, 'updated_at', f.updated_at, 'status', f.status,
      'friendly_name', f.friendly_name, 'factor_type', f.factor_type, 'phone', f.phone,
      'last_challenged_at', f.last_challenged_at) ORDER BY f.created_at, f.id), '[]'::jsonb)
  FROM auth.mfa_factors f WHERE f.user_id = auth.users.id) AS factors`;

/** Deletes unverified factors never challenged and older than `seconds` (GoTrue's expiry). */
export async function deleteExpiredFactors(db: Queryable, seconds: number): Promise<void> {
  await db.query(
    `DELETE FROM auth.mfa_factors f WHERE status <> 'verified'
       AND NOT EXISTS (SELECT 1 FROM auth.mfa_challenges c WHERE c.factor_id = f.id)
       AND created_at + make_interval(secs => $1) < now()`,
    [seconds],
  );
}

/** A user's factors, oldest first. */
export async function listFactors(db: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    "SELECT * FROM auth.mfa_factors WHERE user_id = $1 ORDER BY created_at, id",
    [userId],
  );
  return rows;
}

/** Creates an unverified factor with the given id and (encrypted) secret. */
export async function insertFactor(
  db: Queryable,
  factor: { id: string; userId: string; friendlyName: string; type: string; secret: string },
): Promise<FactorRow> {
  const { rows } = await db.query<FactorRow>(
    `INSERT INTO auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
     VALUES ($1, $2, $3, $4, 'unverified', $5) RETURNING *`,
    [factor.id, factor.userId, factor.friendlyName, factor.type, factor.secret],
  );
  return rows[0] as FactorRow;
}

/** The user's factor with this id, if any. */
export function findOwnedFactor(db: Queryable, userId: string, factorId: string) {
  return firstRow<FactorRow>(db, "SELECT * FROM auth.mfa_factors WHERE id = $1 AND user_id = $2", [
    factorId,
    userId,
  ]);
}

/** Deletes a factor (and its challenges). */
export async function deleteFactor(db: Queryable, factorId: string): Promise<void> {
  await db.query("DELETE FROM auth.mfa_factors WHERE id = $1", [factorId]);
}

/** Records a challenge from `ipAddress` and stamps the factor's `last_challenged_at`. */
export async function insertChallenge(
  db: Queryable,
  factorId: string,
  ipAddress: string,
): Promise<ChallengeRow> {
  const { rows } = await db.query<ChallengeRow>(
    `INSERT INTO auth.mfa_challenges (id, factor_id, ip_address) VALUES ($1, $2, $3::inet)
     RETURNING id, factor_id, created_at, verified_at`,
    [randomUUID(), factorId, ipAddress],
  );
  await db.query("UPDATE auth.mfa_factors SET last_challenged_at = now() WHERE id = $1", [
    factorId,
  ]);
  return rows[0] as ChallengeRow;
}

/** The factor's challenge with this id, and whether it was made from `ipAddress`. */
export function findChallenge(db: Queryable, factorId: string, id: string, ipAddress: string) {
  return firstRow<ChallengeRow & { is_same_ip: boolean }>(
    db,
    `SELECT id, factor_id, created_at, verified_at, ip_address = $3::inet AS is_same_ip
     FROM auth.mfa_challenges WHERE id = $1 AND factor_id = $2`,
    [id, factorId, ipAddress],
  );
}

/** Deletes one challenge. */
export async function deleteChallenge(db: Queryable, id: string): Promise<void> {
  await db.query("DELETE FROM auth.mfa_challenges WHERE id = $1", [id]);
}

/**
 * Marks the challenge verified and the factor verified. Like GoTrue, it keeps no record of the
 * code: the same code passes again with a new challenge while it is valid.
 */
export async function acceptCode(
  db: Queryable,
  factor: FactorRow,
  challengeId: string,
): Promise<void> {
  await db.query(
    `UPDATE auth.mfa_factors SET status = 'verified',
       updated_at = CASE WHEN status = 'verified' THEN updated_at ELSE now() END
     WHERE id = $1`,
    [factor.id],
  );
  await db.query("UPDATE auth.mfa_challenges SET verified_at = now() WHERE id = $1", [challengeId]);
}

/** Deletes the user's unverified factors of a type (after one of them is verified, as GoTrue). */
export async function deleteUnverifiedFactors(
  db: Queryable,
  userId: string,
  type: string,
): Promise<void> {
  await db.query(
    "DELETE FROM auth.mfa_factors WHERE user_id = $1 AND status = 'unverified' AND factor_type = $2",
    [userId, type],
  );
}
