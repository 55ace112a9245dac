/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  authTimeoutMs,
  contactFormSecret,
  contactHourlyCap,
  smtpUrl,
  databaseUrl,
  inviteTtlHours,
  ServerEnvError,
  sessionCheckMs,
  sessionInactivitySeconds,
  supabaseConfig,
  supabaseJwtIssuer,
  trustedProxySetting,
  twoStepRequirement,
} from "@/lib/server-env";

const project = {
  SUPABASE_URL: "https://abc.supabase.co",
  SUPABASE_PUBLISHABLE_KEY: "sb_publishable_x",
};

describe("supabaseConfig", () => {
  it("reads the project's URL and publishable key", () => {
    expect(supabaseConfig(project)).toEqual({
      url: "https://abc.supabase.co",
      publishableKey: "sb_publishable_x",
    });
  });

  it("names each variable that is missing", () => {
    expect(() => supabaseConfig({})).toThrow(
      /^SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY must be set: `npm run dev`/,
    );
    expect(() => supabaseConfig({ ...project, SUPABASE_URL: "" })).toThrow(
      /^SUPABASE_URL must be set/,
    );
    expect(() => supabaseConfig({ ...project, SUPABASE_PUBLISHABLE_KEY: undefined })).toThrow(
      /^SUPABASE_PUBLISHABLE_KEY must be set/,
    );
  });

  it.each(["abc.supabase.co", "ftp://abc.supabase.co", "https//abc"])(
    "refuses an SUPABASE_URL that is not an http(s) URL: %s",
    (url) => {
      const read = () => supabaseConfig({ ...project, SUPABASE_URL: url });
      expect(read).toThrow(ServerEnvError);
      expect(read).toThrow(`SUPABASE_URL must be an http(s) URL such as`);
    },
  );
});

describe("the timings", () => {
  it("take a positive number, else their defaults", () => {
    expect(authTimeoutMs({})).toBe(5000);
    expect(authTimeoutMs({ AUTH_TIMEOUT_MS: "250" })).toBe(250);
    expect(authTimeoutMs({ AUTH_TIMEOUT_MS: "-1" })).toBe(5000);
    expect(sessionInactivitySeconds({})).toBe(8 * 60 * 60);
    expect(sessionInactivitySeconds({ SESSION_INACTIVITY_SECONDS: "40" })).toBe(40);
    expect(sessionInactivitySeconds({ SESSION_INACTIVITY_SECONDS: "soon" })).toBe(8 * 60 * 60);
    expect(sessionCheckMs({})).toBe(60_000);
    expect(sessionCheckMs({ AUTH_SESSION_CHECK_SECONDS: "0.5" })).toBe(500);
  });
});

describe("the optional settings", () => {
  it("count an empty value as unset", () => {
    expect(databaseUrl({ DATABASE_URL: "" })).toBeUndefined();
    expect(databaseUrl({ DATABASE_URL: "postgres://db/app" })).toBe("postgres://db/app");
    expect(supabaseJwtIssuer({ SUPABASE_JWT_ISSUER: "" })).toBeUndefined();
    expect(trustedProxySetting({ TRUSTED_PROXY: "proxy" })).toEqual({ hops: 1 });
  });
});

describe("inviteTtlHours", () => {
  it("is 24 hours unless INVITE_TTL_HOURS is a positive number", () => {
    expect(inviteTtlHours({})).toBe(24);
    expect(inviteTtlHours({ INVITE_TTL_HOURS: "72" })).toBe(72);
    expect(inviteTtlHours({ INVITE_TTL_HOURS: "0.5" })).toBe(0.5);
    expect(inviteTtlHours({ INVITE_TTL_HOURS: "0" })).toBe(24);
    expect(inviteTtlHours({ INVITE_TTL_HOURS: "soon" })).toBe(24);
  });
});

describe("twoStepRequirement", () => {
  it("defaults to admins and accepts all, admins and none", () => {
    expect(twoStepRequirement({})).toBe("admins");
    expect(twoStepRequirement({ REQUIRE_TWO_STEP: "all" })).toBe("all");
    expect(twoStepRequirement({ REQUIRE_TWO_STEP: "none" })).toBe("none");
  });
  it("refuses any other value rather than lowering the requirement", () => {
    expect(() => twoStepRequirement({ REQUIRE_TWO_STEP: "nobody" })).toThrow(ServerEnvError);
  });
});

describe("the contact form's settings", () => {
  it("signs with CONTACT_FORM_SECRET, else a key derived from the secret key, else nothing", () => {
    const own = "c".repeat(32);
    expect(contactFormSecret({ CONTACT_FORM_SECRET: own, SUPABASE_SECRET_KEY: "sb" })).toBe(own);
    const derived = contactFormSecret({ SUPABASE_SECRET_KEY: "sb_secret_x" });
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(derived).not.toContain("sb_secret_x");
    expect(contactFormSecret({})).toBeNull();
    expect(() => contactFormSecret({ CONTACT_FORM_SECRET: "short" })).toThrow(ServerEnvError);
  });

  it("reads SMTP_URL only as an smtp(s) URL", () => {
    expect(smtpUrl({})).toBeUndefined();
    expect(smtpUrl({ SMTP_URL: "smtps://u:p@mail.example.com:465" })).toBe(
      "smtps://u:p@mail.example.com:465",
    );
    expect(() => smtpUrl({ SMTP_URL: "https://mail.example.com" })).toThrow(ServerEnvError);
  });

  it("caps the form at 30 messages an hour unless told otherwise", () => {
    expect(contactHourlyCap({})).toBe(30);
    expect(contactHourlyCap({ CONTACT_HOURLY_CAP: "12" })).toBe(12);
    expect(contactHourlyCap({ CONTACT_HOURLY_CAP: "none" })).toBe(30);
  });
});

describe("the environment's one reader", () => {
  // content/site.ts keeps NEXT_PUBLIC_SITE_URL, which Next inlines for the browser too.
  // content/site.ts: NEXT_PUBLIC_SITE_URL, inlined for the browser too. first-paint.ts: the
  // stylesheets the build inlines, read by a client component's server render (no server-only).
  const READERS = ["lib/server-env.ts", "content/site.ts", "lib/site-stylesheet/first-paint.ts"];

  it("is lib/server-env.ts: no other app file reads process.env", () => {
    const files = ["app", "components", "content", "lib"]
      .flatMap((folder) =>
        readdirSync(folder, { recursive: true, encoding: "utf8" }).map((file) =>
          path.join(folder, file),
        ),
      )
      .concat("proxy.ts")
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file));
    const readers = files.filter((file) => readFileSync(file, "utf8").includes("process.env"));
    expect(readers.sort()).toEqual([...READERS].sort());
  });
});
