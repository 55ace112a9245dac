import { defaultConfig, resolveConfig } from "@/local-supabase/config";

describe("local Supabase configuration", () => {
  it.each([
    ["linkExpirySeconds", 600],
    ["inviteExpirySeconds", 86400],
    ["inviteUrl", "{{ .ConfirmationURL }}"],
    ["emailResendSeconds", 60],
    ["flowStateExpirySeconds", 300],
    ["refreshReuseSeconds", 10],
    ["sessionTimeboxSeconds", 0],
    ["passwordMinLength", 8],
    ["passwordHashCost", 10],
    ["signupEnabled", false],
  ] as const)("has the documented default %s = %p", (name, value) => {
    expect(defaultConfig[name]).toBe(value);
  });

  it("takes environment overrides, then explicit ones", () => {
    const config = resolveConfig(
      { LOCAL_SUPABASE_LINK_EXPIRY: "5", LOCAL_SUPABASE_RATE_LIMIT_BURST: "2" },
      { refreshReuseSeconds: 1, rateLimits: { emailsPerHour: 3 } },
    );
    expect(config.linkExpirySeconds).toBe(5);
    expect(config.refreshReuseSeconds).toBe(1);
    expect(config.rateLimits).toMatchObject({ burst: 2, emailsPerHour: 3, otpPerFiveMinutes: 30 });
  });

  it("reads the invitation's lifetime and link template", () => {
    const template = "{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type=invite";
    const config = resolveConfig({
      LOCAL_SUPABASE_INVITE_EXPIRY: "30",
      LOCAL_SUPABASE_INVITE_URL: template,
    });
    expect(config).toMatchObject({ inviteExpirySeconds: 30, inviteUrl: template });
  });

  it("names the variable when a value is malformed", () => {
    expect(() => resolveConfig({ LOCAL_SUPABASE_SIGNUP_ENABLED: "maybe" })).toThrow(
      /LOCAL_SUPABASE_SIGNUP_ENABLED/,
    );
  });

  it("takes a bcrypt cost from 4 to 31 only", () => {
    expect(resolveConfig({ LOCAL_SUPABASE_PASSWORD_HASH_COST: "4" }).passwordHashCost).toBe(4);
    for (const cost of ["3", "32", "6.5"]) {
      expect(() => resolveConfig({ LOCAL_SUPABASE_PASSWORD_HASH_COST: cost })).toThrow(
        /LOCAL_SUPABASE_PASSWORD_HASH_COST/,
      );
    }
  });
});
