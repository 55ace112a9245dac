/**
 * The one typed configuration of the local auth service, with the defaults its README lists;
 * every field can be overridden from the environment, or
 * programmatically through `startLocalStack({ overrides })`.
 */
export type RateLimitConfig = {
  /** Requests per IP to POST /token in five minutes (GoTrue RATE_LIMIT_TOKEN_REFRESH). */
  tokenPerFiveMinutes: number;
  /** Requests per IP to POST /otp and /signup in five minutes (GoTrue RATE_LIMIT_OTP). */
  otpPerFiveMinutes: number;
  /** Requests per IP to /verify in five minutes (GoTrue RATE_LIMIT_VERIFY). */
  verifyPerFiveMinutes: number;
  /**
   * Requests per IP to POST /factors/:id/challenge, and as many to /verify, in a minute
   * (GoTrue MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY).
   */
  mfaPerMinute: number;
  /** Bucket size of the IP limits above (GoTrue's limiter burst). */
  burst: number;
  /** E-mails the whole service may send per hour (GoTrue RATE_LIMIT_EMAIL_SENT). */
  emailsPerHour: number;
};

export type AuthConfig = {
  /** Where links land when `redirect_to` is absent or not allowed. */
  siteUrl: string;
  /** Extra allowed `redirect_to` patterns: `*` stays within a host label or path segment, `**` does not. */
  redirectAllowList: string[];
  /** Access-token lifetime in seconds. */
  jwtExpirySeconds: number;
  /** Magic-link lifetime in seconds. */
  linkExpirySeconds: number;
  /** Invitation-link lifetime in seconds (GoTrue's MAILER_OTP_EXP, which invites share). */
  inviteExpirySeconds: number;
  /** Seconds before the same address may be sent another link. */
  emailResendSeconds: number;
  /** Seconds a PKCE auth code stays exchangeable after the link was followed. */
  flowStateExpirySeconds: number;
  /** Seconds during which an already-used refresh token is still accepted. */
  refreshReuseSeconds: number;
  /** Seconds after sign-in when a session can no longer be refreshed; 0 for never (GoTrue SESSIONS_TIMEBOX). */
  sessionTimeboxSeconds: number;
  /** Minimum password length in characters. */
  passwordMinLength: number;
  /**
   * bcrypt's cost for the password hashes this service makes (GoTrue's is 10). Any cost verifies
   * and moves to a project alike; the test stacks hash at the lowest, 4, to spend no time on it.
   */
  passwordHashCost: number;
  /**
   * The link in magic-link e-mails, like Supabase's e-mail template: `{{ .ConfirmationURL }}`
   * (this service's /verify), or e.g. `{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type=magiclink`.
   * Also knows `{{ .RedirectTo }}`, `{{ .Email }}` and `{{ .Token }}`.
   */
  magicLinkUrl: string;
  /** The link in password-recovery e-mails, with the same fields (`type` is `recovery`). */
  recoveryUrl: string;
  /**
   * The link in invitation e-mails, with the same fields as `magicLinkUrl` (its
   * `{{ .ConfirmationURL }}` has `type=invite`), e.g.
   * `{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type=invite`.
   */
  inviteUrl: string;
  /** Whether POST /signup and POST /otp may create users. */
  signupEnabled: boolean;
  /**
   * Whether the IP limits count a request made with the secret key by its `Sb-Forwarded-For`
   * address (GoTrue SECURITY_SB_FORWARDED_FOR_ENABLED; a hosted project's "IP address
   * forwarding", which honours the header only with a secret key).
   */
  sbForwardedFor: boolean;
  rateLimits: RateLimitConfig;
};

/** Partial config accepted by `resolveConfig`; nested rate limits may be partial too. */
export type ConfigOverrides = Partial<Omit<AuthConfig, "rateLimits">> & {
  rateLimits?: Partial<RateLimitConfig>;
};

export const defaultConfig: AuthConfig = {
  siteUrl: "http://localhost:3000",
  redirectAllowList: [
    "http://127.0.0.1:*",
    "http://127.0.0.1:*/**",
    "http://localhost:*",
    "http://localhost:*/**",
  ],
  jwtExpirySeconds: 3600,
  linkExpirySeconds: 600,
  inviteExpirySeconds: 86400,
  emailResendSeconds: 60,
  flowStateExpirySeconds: 300,
  refreshReuseSeconds: 10,
  sessionTimeboxSeconds: 0,
  passwordMinLength: 8,
  passwordHashCost: 10,
  magicLinkUrl: "{{ .ConfirmationURL }}",
  recoveryUrl: "{{ .ConfirmationURL }}",
  inviteUrl: "{{ .ConfirmationURL }}",
  signupEnabled: false,
  sbForwardedFor: false,
  rateLimits: {
    tokenPerFiveMinutes: 150,
    otpPerFiveMinutes: 30,
    verifyPerFiveMinutes: 30,
    mfaPerMinute: 15,
    burst: 30,
    emailsPerHour: 30,
  },
};

type Env = Record<string, string | undefined>;

function numberFrom(env: Env, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  }
  return value;
}

/** bcrypt accepts a whole cost from 4 to 31. */
function hashCostFrom(env: Env, name: string): number | undefined {
  const value = numberFrom(env, name);
  if (value !== undefined && (!Number.isInteger(value) || value < 4 || value > 31)) {
    throw new Error(`${name} must be a whole number from 4 to 31, got "${env[name]}"`);
  }
  return value;
}

function booleanFrom(env: Env, name: string): boolean | undefined {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return undefined;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function listFrom(env: Env, name: string): string[] | undefined {
  const raw = env[name];
  if (raw === undefined) return undefined;
  return raw
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Reads the `LOCAL_SUPABASE_*` variables; throws with the variable's name when one is malformed. */
export function overridesFromEnv(env: Env): ConfigOverrides {
  return {
    ...withoutUndefined({
      siteUrl: env.LOCAL_SUPABASE_SITE_URL?.trim() || undefined,
      redirectAllowList: listFrom(env, "LOCAL_SUPABASE_REDIRECT_ALLOW_LIST"),
      jwtExpirySeconds: numberFrom(env, "LOCAL_SUPABASE_JWT_EXPIRY"),
      linkExpirySeconds: numberFrom(env, "LOCAL_SUPABASE_LINK_EXPIRY"),
      inviteExpirySeconds: numberFrom(env, "LOCAL_SUPABASE_INVITE_EXPIRY"),
      emailResendSeconds: numberFrom(env, "LOCAL_SUPABASE_EMAIL_RESEND_INTERVAL"),
      flowStateExpirySeconds: numberFrom(env, "LOCAL_SUPABASE_FLOW_STATE_EXPIRY"),
      refreshReuseSeconds: numberFrom(env, "LOCAL_SUPABASE_REFRESH_REUSE_INTERVAL"),
      sessionTimeboxSeconds: numberFrom(env, "LOCAL_SUPABASE_SESSION_TIMEBOX"),
      passwordMinLength: numberFrom(env, "LOCAL_SUPABASE_PASSWORD_MIN_LENGTH"),
      passwordHashCost: hashCostFrom(env, "LOCAL_SUPABASE_PASSWORD_HASH_COST"),
      magicLinkUrl: env.LOCAL_SUPABASE_MAGIC_LINK_URL?.trim() || undefined,
      recoveryUrl: env.LOCAL_SUPABASE_RECOVERY_URL?.trim() || undefined,
      inviteUrl: env.LOCAL_SUPABASE_INVITE_URL?.trim() || undefined,
      signupEnabled: booleanFrom(env, "LOCAL_SUPABASE_SIGNUP_ENABLED"),
      sbForwardedFor: booleanFrom(env, "LOCAL_SUPABASE_SB_FORWARDED_FOR"),
    }),
    rateLimits: withoutUndefined({
      tokenPerFiveMinutes: numberFrom(env, "LOCAL_SUPABASE_RATE_LIMIT_TOKEN"),
      otpPerFiveMinutes: numberFrom(env, "LOCAL_SUPABASE_RATE_LIMIT_OTP"),
      verifyPerFiveMinutes: numberFrom(env, "LOCAL_SUPABASE_RATE_LIMIT_VERIFY"),
      mfaPerMinute: numberFrom(env, "LOCAL_SUPABASE_RATE_LIMIT_MFA"),
      burst: numberFrom(env, "LOCAL_SUPABASE_RATE_LIMIT_BURST"),
      emailsPerHour: numberFrom(env, "LOCAL_SUPABASE_RATE_LIMIT_EMAIL_SENT"),
    }),
  };
}

/** Defaults, then environment, then explicit overrides (the last one wins). */
export function resolveConfig(env: Env, overrides: ConfigOverrides = {}): AuthConfig {
  const fromEnv = overridesFromEnv(env);
  return {
    ...defaultConfig,
    ...withoutUndefined(fromEnv),
    ...withoutUndefined(overrides),
    rateLimits: {
      ...defaultConfig.rateLimits,
      ...fromEnv.rateLimits,
      ...withoutUndefined(overrides.rateLimits ?? {}),
    },
  };
}
