import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { createClient, type SupabaseClient, type User } from "@supabase/supabase-js";
import { STAFF_ROLE } from "../lib/auth/staff";
import { DEFAULT_DATA_DIR } from "./stack";

const USAGE = `Usage: npm run staff -- <command>

  add <email> [--password <pw>]    create a confirmed staff account (password generated if omitted)
  mark <email>                     make an existing account staff (the portal admits only staff)
  list                             list accounts, staff marked
  remove <email>                   delete a staff account
  password <email> [--password <pw>]  set a new password (generated if omitted)

Uses SUPABASE_URL and SUPABASE_SECRET_KEY when set (a real Supabase project),
else the local service's keys.json in LOCAL_SUPABASE_DATA_DIR (default local-supabase/.data).`;

const ROOT = path.resolve(__dirname, "..");

function target(): { url: string; secretKey: string } {
  // Like Next.js, read the project's env files without overriding the real environment.
  for (const file of [".env.local", ".env"]) {
    const full = path.join(ROOT, file);
    if (existsSync(full)) process.loadEnvFile(full);
  }
  const url = process.env.SUPABASE_URL;
  const secretKey = process.env.SUPABASE_SECRET_KEY;
  if (url && secretKey) return { url, secretKey };
  if (url) throw new Error("SUPABASE_URL is set but SUPABASE_SECRET_KEY is not.");
  const file = path.join(process.env.LOCAL_SUPABASE_DATA_DIR || DEFAULT_DATA_DIR, "keys.json");
  if (!existsSync(file)) {
    throw new Error(
      `No ${file}: start the local service first (npm run supabase:local or npm run dev).`,
    );
  }
  return JSON.parse(readFileSync(file, "utf8")) as { url: string; secretKey: string };
}

function adminClient(): SupabaseClient {
  const { url, secretKey } = target();
  return createClient(url, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

function generatedPassword(): string {
  return randomBytes(12).toString("base64url");
}

async function findByEmail(client: SupabaseClient, email: string): Promise<User | undefined> {
  const wanted = email.trim().toLowerCase();
  for (let page = 1; ; page += 1) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage: 200 });
    if (error) throw error;
    const found = data.users.find((user) => user.email?.toLowerCase() === wanted);
    if (found || data.users.length < 200) return found;
  }
}

async function run(args: string[]): Promise<void> {
  const [command, email] = args;
  const flag = args.indexOf("--password");
  const password = flag === -1 ? undefined : args[flag + 1];
  if (flag !== -1 && !password) throw new Error("--password needs a value");
  const client = adminClient();

  if (command === "list") {
    const { data, error } = await client.auth.admin.listUsers({ perPage: 1000 });
    if (error) throw error;
    for (const user of data.users) {
      const banned = user.banned_until ? `  banned until ${user.banned_until}` : "";
      const staff = user.app_metadata.role === STAFF_ROLE ? "staff" : "not staff";
      console.log(
        `${user.email}  ${user.id}  ${staff}  last sign-in ${user.last_sign_in_at ?? "never"}${banned}`,
      );
    }
    console.log(`${data.users.length} account(s)`);
    return;
  }
  if (!email || !["add", "mark", "remove", "password"].includes(command ?? "")) {
    console.log(USAGE);
    process.exitCode = 1;
    return;
  }
  if (command === "add") {
    const chosen = password ?? generatedPassword();
    const { data, error } = await client.auth.admin.createUser({
      email,
      password: chosen,
      email_confirm: true,
      app_metadata: { role: STAFF_ROLE },
    });
    if (error) throw error;
    console.log(`Added ${data.user.email}${password ? "" : `  password: ${chosen}`}`);
    return;
  }
  const user = await findByEmail(client, email);
  if (!user) throw new Error(`No account for ${email}`);
  if (command === "mark") {
    // The admin API merges app_metadata, so the account's provider entries stay.
    const { error } = await client.auth.admin.updateUserById(user.id, {
      app_metadata: { role: STAFF_ROLE },
    });
    if (error) throw error;
    console.log(`Marked ${user.email} as staff (from its next sign-in or token refresh)`);
    return;
  }
  if (command === "remove") {
    const { error } = await client.auth.admin.deleteUser(user.id);
    if (error) throw error;
    console.log(`Removed ${user.email}`);
    return;
  }
  const chosen = password ?? generatedPassword();
  const { error } = await client.auth.admin.updateUserById(user.id, { password: chosen });
  if (error) throw error;
  console.log(`New password for ${user.email}${password ? " set" : `: ${chosen}`}`);
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
