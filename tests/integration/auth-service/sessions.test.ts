import { isAuthSessionMissingError } from "@supabase/supabase-js";
import { clientFor, createStaff } from "../helpers/clients";
import { removeDataDir, startStack, type TestStack } from "../helpers/stack-process";

// Long enough for two refreshes on a busy machine, short enough to wait out.
const REUSE_SECONDS = 3;
// Longer than any other test here takes from sign-in to its last refresh.
const TIMEBOX_SECONDS = 9;
let stack: TestStack;

beforeAll(async () => {
  stack = await startStack({
    env: {
      LOCAL_SUPABASE_REFRESH_REUSE_INTERVAL: String(REUSE_SECONDS),
      LOCAL_SUPABASE_SESSION_TIMEBOX: String(TIMEBOX_SECONDS),
      // Every request here comes from one address: the refreshes and sign-ins at once would
      // spend its budget and its bucket.
      LOCAL_SUPABASE_RATE_LIMIT_TOKEN: "1000",
      LOCAL_SUPABASE_RATE_LIMIT_BURST: "1000",
    },
  });
});

afterAll(async () => {
  await stack.stop();
  removeDataDir(stack.dataDir);
});

const pastReuseInterval = () =>
  new Promise((resolve) => setTimeout(resolve, REUSE_SECONDS * 1000 + 500));

async function signIn() {
  const staff = await createStaff(stack);
  const client = clientFor(stack);
  const { data, error } = await client.auth.signInWithPassword(staff);
  if (error) throw error;
  return { client, session: data.session! };
}

// A fresh client per call: auth-js remembers failed refresh tokens for a minute.
function refresh(refreshToken: string) {
  return clientFor(stack).auth.refreshSession({ refresh_token: refreshToken });
}

async function refreshed(refreshToken: string) {
  const { data, error } = await refresh(refreshToken);
  if (error) throw error;
  return data.session!;
}

async function getUserError(accessToken: string) {
  return (await clientFor(stack).auth.getUser(accessToken)).error;
}

/** GoTrue's own answer to GET /user (the client turns session_not_found into a missing session). */
async function userCode(accessToken: string): Promise<string | undefined> {
  const response = await fetch(`${stack.url}/auth/v1/user`, {
    headers: {
      apikey: stack.publishableKey,
      Authorization: `Bearer ${accessToken}`,
      "X-Supabase-Api-Version": "2024-01-01",
    },
  });
  if (response.ok) return undefined;
  expect(response.status).toBe(403);
  return ((await response.json()) as { code: string }).code;
}

describe("sign-ins at once", () => {
  it("of one account from many devices each get a session of their own", async () => {
    const staff = await createStaff(stack);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => clientFor(stack).auth.signInWithPassword(staff)),
    );
    expect(answers.map(({ error }) => error)).toEqual(answers.map(() => null));
    const tokens = new Set(answers.map(({ data }) => data.session!.refresh_token));
    expect(tokens.size).toBe(answers.length);
  });
});

describe("refresh tokens", () => {
  it("rotate: each refresh returns a new refresh token and a new access token", async () => {
    const { session } = await signIn();
    const first = await refreshed(session.refresh_token);
    expect(first.refresh_token).not.toBe(session.refresh_token);
    expect(first.user.id).toBe(session.user.id);
    const second = await refreshed(first.refresh_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(await getUserError(second.access_token)).toBeNull();
  });

  it("rotate once for a token presented by many requests at once, each answered with the new token", async () => {
    const { session } = await signIn();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refreshed(session.refresh_token)),
    );
    const tokens = new Set(answers.map((answer) => answer.refresh_token));
    expect(tokens.size).toBe(1);
    expect(tokens.has(session.refresh_token)).toBe(false);
    expect(await getUserError(answers[0]!.access_token)).toBeNull();
  });

  it("accept a used token within the reuse interval, answering with the active token", async () => {
    const { session } = await signIn();
    const first = await refreshed(session.refresh_token);
    const second = await refreshed(first.refresh_token);
    const reused = await refreshed(session.refresh_token);
    expect(reused.refresh_token).toBe(second.refresh_token);
  });

  it("give the active token back for its parent at any time (a client that lost the answer)", async () => {
    const { session } = await signIn();
    const first = await refreshed(session.refresh_token);
    const second = await refreshed(first.refresh_token);
    await pastReuseInterval();
    const again = await refreshed(first.refresh_token);
    expect(again.refresh_token).toBe(second.refresh_token);
  });

  it("revoke the whole session when an older token is reused after the interval", async () => {
    const { session } = await signIn();
    const first = await refreshed(session.refresh_token);
    const second = await refreshed(first.refresh_token);
    await pastReuseInterval();
    const { data, error } = await refresh(session.refresh_token);
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: "refresh_token_already_used" });
    expect(error!.message).toBe("Invalid Refresh Token: Already Used");
    const { error: activeError } = await refresh(second.refresh_token);
    expect(activeError).toMatchObject({ status: 400, code: "refresh_token_not_found" });
    expect(await userCode(second.access_token)).toBe("session_not_found");
  });

  it("refuse unknown and malformed tokens", async () => {
    expect((await refresh("abcdefghijklmnopqrstuvwxyz")).error).toMatchObject({
      status: 400,
      code: "refresh_token_not_found",
    });
    expect((await refresh("short")).error).toMatchObject({
      status: 400,
      code: "validation_failed",
    });
  });
});

describe("session timebox", () => {
  it("refuses to refresh a session older than the timebox with session_expired", async () => {
    const { session } = await signIn();
    const first = await refreshed(session.refresh_token);
    await new Promise((resolve) => setTimeout(resolve, TIMEBOX_SECONDS * 1000 + 500));

    const { data, error } = await refresh(first.refresh_token);
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe("session_expired");
  });
});

describe("logout", () => {
  async function threeSessions() {
    const staff = await createStaff(stack);
    const sessions = [];
    for (let i = 0; i < 3; i += 1) {
      const client = clientFor(stack);
      const { data } = await client.auth.signInWithPassword(staff);
      sessions.push({ client, session: data.session! });
    }
    return sessions as [(typeof sessions)[0], (typeof sessions)[0], (typeof sessions)[0]];
  }

  it("scope local ends only this session; /user then answers session_not_found", async () => {
    const [a, b] = await threeSessions();
    expect((await a.client.auth.signOut({ scope: "local" })).error).toBeNull();
    expect(await userCode(a.session.access_token)).toBe("session_not_found");
    expect(isAuthSessionMissingError(await getUserError(a.session.access_token))).toBe(true);
    expect(await getUserError(b.session.access_token)).toBeNull();
    expect((await refresh(a.session.refresh_token)).error).toMatchObject({
      code: "refresh_token_not_found",
    });
  });

  it("scope others ends every other session and keeps this one", async () => {
    const [a, b, c] = await threeSessions();
    expect((await b.client.auth.signOut({ scope: "others" })).error).toBeNull();
    expect(await getUserError(b.session.access_token)).toBeNull();
    expect(await userCode(a.session.access_token)).toBe("session_not_found");
    expect(await userCode(c.session.access_token)).toBe("session_not_found");
  });

  it("scope global ends every session of the user", async () => {
    const [a, b, c] = await threeSessions();
    expect((await a.client.auth.signOut({ scope: "global" })).error).toBeNull();
    for (const { session } of [a, b, c]) {
      expect(await userCode(session.access_token)).toBe("session_not_found");
    }
  });

  it("answers 204 with no body, and 401 no_authorization without a bearer", async () => {
    const [a] = await threeSessions();
    const headers = { apikey: stack.publishableKey, "X-Supabase-Api-Version": "2024-01-01" };
    const ok = await fetch(`${stack.url}/auth/v1/logout?scope=local`, {
      method: "POST",
      headers: { ...headers, Authorization: `Bearer ${a.session.access_token}` },
    });
    expect(ok.status).toBe(204);
    expect(await ok.text()).toBe("");
    const missing = await fetch(`${stack.url}/auth/v1/logout`, { method: "POST", headers });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: "no_authorization" });
  });
});
