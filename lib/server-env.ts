import "server-only";
import { createHmac } from "node:crypto";
import { trustedProxy, type TrustedProxy } from "@/lib/visitor-address/rules.mjs";

/**
 * The server's environment, read and checked in this one module (.env.example describes each
 * variable). Every value is read when asked for, at run time: one build serves the local stack or
 * a real project. `NEXT_PUBLIC_SITE_URL` stays in content/site.ts, where Next inlines it at build
 * time for the browser too, and `SITE_FIRST_PAINT_CSS` in lib/site-stylesheet/first-paint.ts,
 * read by a client component's server render, which cannot import this server-only module.
 */
type Env = Readonly<Record<string, string | undefined>>;

const LOCAL_STACK_HINT =
  "`npm run dev` (and `npm start` with LOCAL_SUPABASE=1) set them for the local service; see .env.example for a real project.";

/** A variable that is missing or malformed: the message names it and says what it must be. */
export class ServerEnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ServerEnvError";
  }
}

/** `name` as a positive number, or `fallback` when it is unset or is not one. */
function positiveNumber(env: Env, name: string, fallback: number): number {
  const parsed = Number(env[name]);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * The Supabase project this app talks to: `SUPABASE_URL` (an absolute http(s) URL) and
 * `SUPABASE_PUBLISHABLE_KEY`. Only server code talks to Supabase, so neither is `NEXT_PUBLIC_`.
 * Throws a `ServerEnvError` naming what is missing or malformed.
 */
export function supabaseConfig(env: Env = process.env): { url: string; publishableKey: string } {
  const url = env.SUPABASE_URL;
  const publishableKey = env.SUPABASE_PUBLISHABLE_KEY;
  if (!url || !publishableKey) {
    const missing = [!url && "SUPABASE_URL", !publishableKey && "SUPABASE_PUBLISHABLE_KEY"];
    throw new ServerEnvError(
      `${missing.filter(Boolean).join(" and ")} must be set: ${LOCAL_STACK_HINT}`,
    );
  }
  if (!/^https?:$/.test(URL.parse(url)?.protocol ?? "")) {
    throw new ServerEnvError(
      `SUPABASE_URL must be an http(s) URL such as https://<ref>.supabase.co, not "${url}".`,
    );
  }
  return { url, publishableKey };
}

/**
 * `SUPABASE_SECRET_KEY`, the project's secret (service role) key, for the admin API calls of the
 * account tools. Server only: never `NEXT_PUBLIC_`, never sent to a browser.
 */
export function supabaseSecretKey(env: Env = process.env): string {
  const key = env.SUPABASE_SECRET_KEY;
  if (!key) {
    throw new ServerEnvError(
      `SUPABASE_SECRET_KEY must be set for the account tools: ${LOCAL_STACK_HINT}`,
    );
  }
  return key;
}

/**
 * The key the sign-in steps (password, link, code) call the auth service with: the secret key
 * when it is set, so a hosted project with IP address forwarding on counts each visitor by the
 * `Sb-Forwarded-For` the app sends (it honours that header with a secret key only), else the
 * publishable key. Server only.
 */
export function signInStepKey(env: Env = process.env): string {
  return env.SUPABASE_SECRET_KEY || supabaseConfig(env).publishableKey;
}

/** `SUPABASE_JWT_ISSUER`: the `iss` of the project's tokens when it is not the project URL's. */
export function supabaseJwtIssuer(env: Env = process.env): string | undefined {
  return env.SUPABASE_JWT_ISSUER || undefined;
}

/** How long any call to the auth service may take (`AUTH_TIMEOUT_MS`, default 5 s). */
export function authTimeoutMs(env: Env = process.env): number {
  return positiveNumber(env, "AUTH_TIMEOUT_MS", 5000);
}

/** A session unused this long ends (`SESSION_INACTIVITY_SECONDS`, default 8 hours). */
export function sessionInactivitySeconds(env: Env = process.env): number {
  return positiveNumber(env, "SESSION_INACTIVITY_SECONDS", 8 * 60 * 60);
}

/** How often a live session is asked about again (`AUTH_SESSION_CHECK_SECONDS`, default 60). */
export function sessionCheckMs(env: Env = process.env): number {
  return positiveNumber(env, "AUTH_SESSION_CHECK_SECONDS", 60) * 1000;
}

/** Hours an invitation to a new staff account stays valid (`INVITE_TTL_HOURS`, default 24). */
export function inviteTtlHours(env: Env = process.env): number {
  return positiveNumber(env, "INVITE_TTL_HOURS", 24);
}

/** E-mails per hour the project's auth service may send (`AUTH_EMAIL_BUDGET_PER_HOUR`, 30). */
export function authEmailBudgetPerHour(env: Env = process.env): number {
  return positiveNumber(env, "AUTH_EMAIL_BUDGET_PER_HOUR", 30);
}

/**
 * How many times GoTrue's default per-address limits the project's auth service allows
 * (`AUTH_RATE_LIMIT_SCALE`, default 1: Supabase's defaults): the app's budget for all visitors
 * together per sign-in step grows with it.
 */
export function authRateLimitScale(env: Env = process.env): number {
  return positiveNumber(env, "AUTH_RATE_LIMIT_SCALE", 1);
}

/**
 * Where two-step sign-in is required: on every staff page, on the admin tools for admins, or
 * nowhere (lib/auth/two-step.ts applies it to each page).
 */
export type TwoStepRequirement = "all" | "admins" | "none";

/**
 * `REQUIRE_TWO_STEP`: `all`, `admins` (the default) or `none`. Throws a `ServerEnvError` for any
 * other value: a typo must not quietly lower the requirement.
 */
export function twoStepRequirement(env: Env = process.env): TwoStepRequirement {
  const value = env.REQUIRE_TWO_STEP?.trim() || "admins";
  if (value === "all" || value === "admins" || value === "none") return value;
  throw new ServerEnvError(`REQUIRE_TWO_STEP must be all, admins or none (it is "${value}").`);
}

/** Which hops in front of the app report the visitor's address (`TRUSTED_PROXY`, `VERCEL`). */
export function trustedProxySetting(env: Env = process.env): TrustedProxy {
  return trustedProxy(env);
}

/** `DATABASE_URL`, the project's Postgres, or undefined when it is unset. */
export function databaseUrl(env: Env = process.env): string | undefined {
  return env.DATABASE_URL || undefined;
}

/** The fewest characters `CONTACT_FORM_SECRET` may have. */
const CONTACT_SECRET_MIN_LENGTH = 32;

/**
 * The key the contact form signs its form tokens and proof-of-work challenges with:
 * `CONTACT_FORM_SECRET`, else one derived from `SUPABASE_SECRET_KEY` (an HMAC of a fixed label,
 * so the one never reveals the other); null when neither is set, and the form then takes no
 * message. Throws a `ServerEnvError` for a `CONTACT_FORM_SECRET` too short to be one.
 */
export function contactFormSecret(env: Env = process.env): string | null {
  const own = env.CONTACT_FORM_SECRET;
  if (own) {
    if (own.length >= CONTACT_SECRET_MIN_LENGTH) return own;
    throw new ServerEnvError(
      `CONTACT_FORM_SECRET must have at least ${CONTACT_SECRET_MIN_LENGTH} characters (e.g. \`openssl rand -hex 32\`).`,
    );
  }
  const key = env.SUPABASE_SECRET_KEY;
  return key ? createHmac("sha256", key).update("silverline contact form").digest("hex") : null;
}

/**
 * `SMTP_URL`, where the contact form's notifications are sent (`smtp://` or `smtps://`, with
 * the user and password in it), or undefined when unset. Throws a `ServerEnvError` for another
 * kind of URL.
 */
export function smtpUrl(env: Env = process.env): string | undefined {
  const url = env.SMTP_URL;
  if (!url) return undefined;
  if (/^smtps?:$/.test(URL.parse(url)?.protocol ?? "")) return url;
  throw new ServerEnvError("SMTP_URL must be an smtp:// or smtps:// URL.");
}

/** `SMTP_FROM`, the sender of the contact form's notifications, or undefined when unset. */
export function smtpFrom(env: Env = process.env): string | undefined {
  return env.SMTP_FROM || undefined;
}

/** Messages the contact form takes per hour from everyone together (`CONTACT_HOURLY_CAP`, 30). */
export function contactHourlyCap(env: Env = process.env): number {
  return Math.floor(positiveNumber(env, "CONTACT_HOURLY_CAP", 30));
}

/** True under `next dev` (`NODE_ENV`, which Next sets and inlines at build time). */
export function isDevelopment(): boolean {
  return process.env.NODE_ENV === "development";
}

/** True in a production build under `next start` (`NODE_ENV`, inlined at build time). */
export function isProduction(): boolean {
  return process.env.NODE_ENV === "production";
}

/**
 * The public stylesheet's content hash, which next.config computes for a build and inlines as
 * `SITE_STYLESHEET_VERSION`; undefined under `next dev`.
 */
export function siteStylesheetVersion(): string | undefined {
  return process.env.SITE_STYLESHEET_VERSION;
}
