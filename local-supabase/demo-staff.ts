import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LEGACY_STAFF_ROLE } from "../lib/auth/roles";
import type { AuthConfig } from "./config";
import { randomToken } from "./hashing";
import type { Db } from "./store/db";
import { findUserByEmail, insertUser, updateUser } from "./store/users";
import { hashPassword } from "./validation";

/** The demo staff account made on first start: an admin. */
export type DemoStaff = { email: string; password: string };

export const DEMO_STAFF_EMAIL = "staff@silverline.local";

/**
 * Creates the demo staff account, an admin, on first start and keeps its credentials in
 * `<dataDir>/demo-staff.json`, so every later start can print them again. A demo account made
 * before there were roles (legacy `staff`) becomes an admin.
 */
export async function ensureDemoStaff(
  db: Db,
  dataDir: string,
  config: AuthConfig,
): Promise<DemoStaff> {
  const file = path.join(dataDir, "demo-staff.json");
  const existing = await findUserByEmail(db, DEMO_STAFF_EMAIL);
  if (existing?.raw_app_meta_data.role === LEGACY_STAFF_ROLE) {
    await updateUser(db, existing.id, {
      raw_app_meta_data: { ...existing.raw_app_meta_data, role: "admin" },
    });
  }
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as DemoStaff;
  const staff: DemoStaff = { email: DEMO_STAFF_EMAIL, password: randomToken(12) };
  if (!existing) {
    await insertUser(db, {
      email: staff.email,
      encryptedPassword: await hashPassword(config, staff.password),
      emailConfirmed: true,
      appMetadata: { provider: "email", providers: ["email"], role: "admin" },
      userMetadata: { email_verified: true },
    });
  }
  writeFileSync(file, JSON.stringify(staff, null, 2), { mode: 0o600 });
  return staff;
}
