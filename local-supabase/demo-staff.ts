import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { STAFF_ROLE } from "../lib/auth/staff";
import { randomToken } from "./hashing";
import type { Db } from "./store/db";
import { findUserByEmail, insertUser } from "./store/users";
import { hashPassword } from "./validation";

/** The demo staff account made on first start. */
export type DemoStaff = { email: string; password: string };

export const DEMO_STAFF_EMAIL = "staff@silverline.local";

/**
 * Creates the demo staff account on first start and keeps its credentials in
 * `<dataDir>/demo-staff.json`, so every later start can print them again.
 */
export async function ensureDemoStaff(db: Db, dataDir: string): Promise<DemoStaff> {
  const file = path.join(dataDir, "demo-staff.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as DemoStaff;
  const staff: DemoStaff = { email: DEMO_STAFF_EMAIL, password: randomToken(12) };
  if (!(await findUserByEmail(db, staff.email))) {
    await insertUser(db, {
      email: staff.email,
      encryptedPassword: await hashPassword(staff.password),
      emailConfirmed: true,
      appMetadata: { provider: "email", providers: ["email"], role: STAFF_ROLE },
      userMetadata: { email_verified: true },
    });
  }
  writeFileSync(file, JSON.stringify(staff, null, 2), { mode: 0o600 });
  return staff;
}
