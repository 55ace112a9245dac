import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { createClient, type SupabaseClient, type User } from "@supabase/supabase-js";
import { isRole, roleOf, ROLES, type Role } from "../lib/auth/roles";
import { DEFAULT_DATA_DIR } from "./stack";

const USAGE = `Usage: npm run staff -- <command>

  add <email> [--password <pw>] [--role <role>]
                                   create a confirmed staff account (password generated if
                                   omitted; role editor if omitted)
  role <email> <role>              give an existing account a role (the portal admits only these)
  list                             list accounts with their roles
  remove <email>                   delete a staff account
  password <email> [--password <pw>]  set a new password (generated if omitted)

Roles: admin (everything, accounts too), editor (edits and publishes the site), viewer
(reads the portal and the content tools). An account marked staff before roles counts as editor.

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

/** The value after `--name`, undefined when the flag is absent; a flag without one is an error. */
function flagValue(args: string[], name: string): string | undefined {
  const flag = args.indexOf(`--${name}`);
  if (flag === -1) return undefined;
  const value = args[flag + 1];
  if (!value || value.startsWith("--")) throw new Error(`--${name} needs a value`);
  return value;
}

function parseRole(value: string | undefined): Role {
  if (isRole(value)) return value;
  throw new Error(`The role must be one of ${ROLES.join(", ")}.`);
}

async function run(args: string[]): Promise<void> {
  const [command, email] = args;
  const password = flagValue(args, "password");
  const client = adminClient();

  if (command === "list") {
    const { data, error } = await client.auth.admin.listUsers({ perPage: 1000 });
    if (error) throw error;
    for (const user of data.users) {
      const banned = user.banned_until ? `  banned until ${user.banned_until}` : "";
      const staff = roleOf(user.app_metadata) ?? "not staff";
      console.log(
        `${user.email}  ${user.id}  ${staff}  last sign-in ${user.last_sign_in_at ?? "never"}${banned}`,
      );
    }
    console.log(`${data.users.length} account(s)`);
    return;
  }
  if (!email || !["add", "role", "remove", "password"].includes(command ?? "")) {
    console.log(USAGE);
    process.exitCode = 1;
    return;
  }
  if (command === "add") {
    const role = parseRole(flagValue(args, "role") ?? "editor");
    const chosen = password ?? generatedPassword();
    const { data, error } = await client.auth.admin.createUser({
      email,
      password: chosen,
      email_confirm: true,
      app_metadata: { role },
    });
    if (error) throw error;
    console.log(`Added ${data.user.email} as ${role}${password ? "" : `  password: ${chosen}`}`);
    return;
  }
  const role = command === "role" ? parseRole(args[2]) : null;
  const user = await findByEmail(client, email);
  if (!user) throw new Error(`No account for ${email}`);
  if (role) {
    // The admin API merges app_metadata, so the account's provider entries stay.
    const { error } = await client.auth.admin.updateUserById(user.id, { app_metadata: { role } });
    if (error) throw error;
    console.log(`${user.email} is now ${role} (from the portal's next live check of its sessions)`);
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
