import { createServerClient } from "@supabase/ssr";
import { createStaff } from "../helpers/clients";
import { stackForFile } from "../helpers/stack-process";

// Access tokens inside auth-js's 90-second expiry margin, so every server client refreshes.
const stack = stackForFile({ env: { LOCAL_SUPABASE_JWT_EXPIRY: "60" } });

type Jar = Map<string, string>;

/** A request's server client over a cookie jar, as a Next.js proxy or route would build it. */
function serverClient(jar: Jar) {
  return createServerClient(stack.url, stack.publishableKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) {
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      },
    },
  });
}

function sessionCookie(jar: Jar): string {
  return [...jar].find(([name]) => name.startsWith("sb-127-auth-token"))?.[1] ?? "";
}

function refreshTokenIn(jar: Jar): string {
  const json = Buffer.from(sessionCookie(jar).replace(/^base64-/, ""), "base64url").toString();
  return (JSON.parse(json) as { refresh_token: string }).refresh_token;
}

describe("@supabase/ssr cookie sessions", () => {
  it("refresh inside getClaims() and write the rotated session back to the cookies", async () => {
    const staff = await createStaff(stack);
    const jar: Jar = new Map();
    expect((await serverClient(jar).auth.signInWithPassword(staff)).error).toBeNull();
    const before = sessionCookie(jar);
    const { data, error } = await serverClient(jar).auth.getClaims();
    expect(error).toBeNull();
    expect(data!.claims.email).toBe(staff.email);
    expect(sessionCookie(jar)).not.toBe(before);
  });

  it("survive concurrent requests that carry the same expiring cookie (the reuse interval)", async () => {
    const staff = await createStaff(stack);
    const jar: Jar = new Map();
    await serverClient(jar).auth.signInWithPassword(staff);
    const requests = Array.from({ length: 3 }, () => new Map(jar));
    const results = await Promise.all(requests.map((copy) => serverClient(copy).auth.getUser()));
    for (const { data, error } of results) {
      expect(error).toBeNull();
      expect(data.user!.email).toBe(staff.email);
    }
    // All three end up holding the one active refresh token: nobody was signed out.
    const refreshTokens = new Set(requests.map((copy) => refreshTokenIn(copy)));
    expect(refreshTokens.size).toBe(1);
  });
});
