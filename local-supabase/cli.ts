import { parseArgs } from "node:util";
import { DataDirLockedError } from "./lock";
import { DEFAULT_PORTS, startLocalStack, type LocalStack } from "./stack";

/** Prefix of the one machine-readable line printed when the stack is ready. */
const READY_PREFIX = "LOCAL_SUPABASE_READY ";

const USAGE = `Usage: npm run supabase:local -- [options]

  --auth-port <n>        auth API port (env LOCAL_SUPABASE_AUTH_PORT, default ${DEFAULT_PORTS.auth})
  --db-port <n>          database (Postgres protocol) port (env LOCAL_SUPABASE_DB_PORT, default ${DEFAULT_PORTS.db})
  --inbox-port <n>       MailDev inbox/REST port (env LOCAL_SUPABASE_INBOX_PORT, default ${DEFAULT_PORTS.inbox})
  --smtp-port <n>        MailDev SMTP port (env LOCAL_SUPABASE_SMTP_PORT, default ${DEFAULT_PORTS.smtp})
  --data-dir <path>      data folder (env LOCAL_SUPABASE_DATA_DIR, default local-supabase/.data)
  --site-url <url>       site URL for links (env LOCAL_SUPABASE_SITE_URL)
  --quiet                print only the ready line
  --stop-with-stdin      stop when standard input closes (for a parent process)
`;

function port(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === "") return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65535) {
    throw new Error(`${name} must be a port number, got "${value}"`);
  }
  return number;
}

function banner(stack: LocalStack): string {
  return [
    "",
    "Local Supabase is running (a development and test default, not for production)",
    `  Supabase URL      ${stack.url}   (auth API at ${stack.url}/auth/v1)`,
    `  Database (app)    ${stack.appDatabaseUrl}   (DATABASE_URL)`,
    `  Database (owner)  ${stack.databaseUrl}   (migrations, psql)`,
    `  Inbox (MailDev)   ${stack.inboxUrl}`,
    `  SMTP (MailDev)    ${stack.smtpUrl}   (SMTP_URL)`,
    `  Publishable key   ${stack.publishableKey}`,
    `  Secret key        ${stack.secretKey}`,
    `  Demo staff        ${stack.demoStaff.email}  password: ${stack.demoStaff.password}`,
    `  Data folder       ${stack.dataDir}  (keys.json, demo-staff.json)`,
    "",
  ].join("\n");
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      "auth-port": { type: "string" },
      "db-port": { type: "string" },
      "inbox-port": { type: "string" },
      "smtp-port": { type: "string" },
      "data-dir": { type: "string" },
      "site-url": { type: "string" },
      quiet: { type: "boolean", default: false },
      "stop-with-stdin": { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  // Stop requests that arrive while starting wait for the start to finish, so the database
  // server it started is stopped too, never left running on its own.
  const running: { stack?: LocalStack } = {};
  let isStopRequested = false;
  const shutdown = async () => {
    if (isStopRequested) return;
    isStopRequested = true;
    if (!running.stack) return;
    await running.stack.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown());
  process.on("SIGTERM", () => void shutdown());
  if (values["stop-with-stdin"]) {
    process.stdin.on("end", () => void shutdown());
    process.stdin.on("close", () => void shutdown());
    process.stdin.resume();
  }

  const env = process.env;
  const stack = await startLocalStack({
    authPort: port(values["auth-port"] ?? env.LOCAL_SUPABASE_AUTH_PORT, "--auth-port"),
    dbPort: port(values["db-port"] ?? env.LOCAL_SUPABASE_DB_PORT, "--db-port"),
    mailPort: port(values["inbox-port"] ?? env.LOCAL_SUPABASE_INBOX_PORT, "--inbox-port"),
    smtpPort: port(values["smtp-port"] ?? env.LOCAL_SUPABASE_SMTP_PORT, "--smtp-port"),
    dataDir: values["data-dir"] ?? (env.LOCAL_SUPABASE_DATA_DIR || undefined),
    siteUrl: values["site-url"],
  });
  running.stack = stack;
  if (isStopRequested) {
    await stack.stop();
    process.exit(0);
  }

  if (!values.quiet) process.stdout.write(banner(stack));
  const { url, publishableKey, secretKey, inboxUrl, smtpUrl, databaseUrl, appDatabaseUrl } = stack;
  const { demoStaff, dataDir } = stack;
  const ready = {
    url,
    publishableKey,
    secretKey,
    inboxUrl,
    smtpUrl,
    databaseUrl,
    appDatabaseUrl,
    demoStaff,
    dataDir,
  };
  process.stdout.write(`${READY_PREFIX}${JSON.stringify(ready)}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(
      "Local Supabase failed to start:",
      error instanceof Error ? error.message : error,
    );
  }
  process.exit(1);
});
