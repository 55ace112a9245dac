import { mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import postgres from "postgres";
import { resolveConfig, type ConfigOverrides } from "./config";
import type { ServiceContext } from "./context";
import { ensureDemoStaff, type DemoStaff } from "./demo-staff";
import { loadOrCreateSecrets, writeClientKeys } from "./keys";
import { acquireDataDirLock } from "./lock";
import { createMailer } from "./mail";
import { startMailDev } from "./maildev";
import { RateLimiter } from "./rate-limit";
import { applyMigrations } from "../lib/db/migrate";
import { createAuthServer } from "./server";
import { AUTH_SERVICE_ROLE, connectDb } from "./store/db";
import { clusterDirFor, openCluster, stopOrphan } from "./store/postgres-server";
import { createTokenService } from "./tokens";
import { dummyHash } from "./validation";

/**
 * The app's own role (migration `app_role`), as `DATABASE_URL` connects. The migration creates
 * it without a password; the stack gives it this one, as an operator does on a real project.
 */
export const APP_ROLE = { user: "portal_app", password: "portal_app" };

async function allowAppLogin(ownerUrl: string): Promise<void> {
  const sql = postgres(ownerUrl, { max: 1, onnotice: () => undefined });
  try {
    await sql.unsafe(`ALTER ROLE ${APP_ROLE.user} LOGIN PASSWORD '${APP_ROLE.password}'`);
  } finally {
    await sql.end();
  }
}

/** Ports of the Supabase CLI's local stack, so `supabase start` is a drop-in alternative. */
export const DEFAULT_PORTS = { auth: 54321, db: 54322, inbox: 54324, smtp: 54325 } as const;

/** Where the service keeps its data unless told otherwise (git-ignored). */
export const DEFAULT_DATA_DIR = path.join(__dirname, ".data");

export type LocalStackOptions = {
  authPort?: number;
  /** The database's Postgres wire-protocol port. */
  dbPort?: number;
  mailPort?: number;
  smtpPort?: number;
  dataDir?: string;
  siteUrl?: string;
  overrides?: ConfigOverrides;
  /** Environment read for `LOCAL_SUPABASE_*` overrides; `process.env` by default. */
  env?: Record<string, string | undefined>;
};

export type LocalStack = {
  /** The Supabase URL for `createClient`, e.g. http://127.0.0.1:54321. */
  url: string;
  publishableKey: string;
  secretKey: string;
  /** MailDev's inbox and REST API. */
  inboxUrl: string;
  /** MailDev's SMTP server, as the app's `SMTP_URL` names it. */
  smtpUrl: string;
  /** The shared database (auth and site content) as its owner: migrations, `psql`. */
  databaseUrl: string;
  /** The same database as the app's own role, which owns nothing: for `DATABASE_URL`. */
  appDatabaseUrl: string;
  demoStaff: DemoStaff;
  dataDir: string;
  stop(): Promise<void>;
};

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
}

async function ensurePortFree(port: number, what: string): Promise<void> {
  const probe = createServer();
  try {
    await listen(probe, port);
  } catch {
    throw new Error(`Port ${port} (${what}) on 127.0.0.1 is already in use.`);
  }
  await new Promise((resolve) => probe.close(resolve));
}

/**
 * Starts the local Supabase stack: the GoTrue-compatible auth API on 127.0.0.1:`authPort`
 * under /auth/v1, its database over the Postgres wire protocol on `dbPort` (pending migrations
 * of supabase/migrations applied as the owner, the app's role allowed to log in), and MailDev (SMTP `smtpPort`, inbox `mailPort`). Owns
 * `dataDir` until `stop()`; throws `DataDirLockedError` when another live process owns it.
 * One stack per process: MailDev keeps its state in module globals (run the CLI for a second).
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const authPort = options.authPort ?? DEFAULT_PORTS.auth;
  const dbPort = options.dbPort ?? DEFAULT_PORTS.db;
  const mailPort = options.mailPort ?? DEFAULT_PORTS.inbox;
  const smtpPort = options.smtpPort ?? DEFAULT_PORTS.smtp;
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const env = options.env ?? process.env;
  const config = resolveConfig(env, {
    ...options.overrides,
    ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
  });
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(dataDir);
  const cleanups: (() => Promise<void> | void)[] = [releaseLock];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };

  try {
    const clusterDir = clusterDirFor(dataDir);
    stopOrphan(clusterDir);
    await ensurePortFree(authPort, "auth API");
    await ensurePortFree(dbPort, "database");
    await ensurePortFree(mailPort, "MailDev inbox");
    await ensurePortFree(smtpPort, "MailDev SMTP");
    const maildev = await startMailDev({
      smtpPort,
      webPort: mailPort,
      mailDirectory: path.join(dataDir, "maildev"),
    });
    cleanups.push(() => maildev.close());
    const mailer = createMailer(smtpPort);
    cleanups.push(() => mailer.close());

    const url = `http://127.0.0.1:${authPort}`;
    const externalUrl = `${url}/auth/v1`;
    const secrets = await loadOrCreateSecrets(dataDir);
    const database = await openCluster(clusterDir, dbPort);
    cleanups.push(() => database.stop());
    const db = await connectDb(database.url(AUTH_SERVICE_ROLE));
    cleanups.push(() => db.close());
    const databaseUrl = database.url("postgres");
    await applyMigrations(databaseUrl);
    // What an operator does on a real project (docs/supabase.md): the app's role may log in.
    await allowAppLogin(databaseUrl);
    const ctx: ServiceContext = {
      db,
      config,
      secrets,
      tokens: await createTokenService(secrets, externalUrl),
      mailer,
      limiter: new RateLimiter(),
      externalUrl,
    };
    const demoStaff = await ensureDemoStaff(db, dataDir, config);
    // Made now, so an unknown address's first sign-in takes no longer than a known one's.
    dummyHash(config);

    const server = createAuthServer(ctx);
    await listen(server, authPort);
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    const keys = {
      url,
      publishableKey: secrets.publishableKey,
      secretKey: secrets.secretKey,
      inboxUrl: maildev.inboxUrl,
    };
    writeClientKeys(dataDir, keys);
    return {
      ...keys,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      databaseUrl,
      appDatabaseUrl: database.url(APP_ROLE.user, APP_ROLE.password),
      demoStaff,
      dataDir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
