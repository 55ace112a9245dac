import { connect } from "node:net";
import { clientFor } from "../helpers/clients";
import { removeDataDir, startStack, type TestStack } from "../helpers/stack-process";

let stack: TestStack;
let accessToken: string;
let demoUserId: string;

beforeAll(async () => {
  stack = await startStack();
  const { data } = await clientFor(stack).auth.signInWithPassword(stack.demoStaff);
  accessToken = data.session!.access_token;
  demoUserId = data.user!.id;
});

afterAll(async () => {
  await stack.stop();
  removeDataDir(stack.dataDir);
});

type Row = {
  name: string;
  method?: string;
  path: string;
  body?: string | Uint8Array<ArrayBuffer>;
  /** Which key goes in `apikey`; the publishable one unless said. */
  key?: "publishable" | "secret" | "none";
  bearer?: "user" | string;
  status?: number;
  code?: string;
};

const deep = (levels: number) => `{"data":${'{"a":'.repeat(levels)}1${"}".repeat(levels)}}`;
const noneJwt = () => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part({ sub: demoUserId, role: "service_role" })}.`;
};

const rows: Row[] = [
  { name: "truncated JSON", path: "/token?grant_type=password", body: "{", code: "bad_json" },
  { name: "JSON array", path: "/token?grant_type=password", body: "[]", code: "bad_json" },
  { name: "JSON string", path: "/token?grant_type=password", body: '"x"', code: "bad_json" },
  { name: "JSON null", path: "/token?grant_type=password", body: "null", code: "bad_json" },
  { name: "empty body", path: "/token?grant_type=password", body: "", code: "bad_json" },
  {
    name: "email as number",
    path: "/token?grant_type=password",
    body: '{"email":42,"password":"x"}',
    code: "bad_json",
  },
  {
    name: "password as object",
    path: "/token?grant_type=password",
    body: '{"email":"a@b.co","password":{}}',
    code: "bad_json",
  },
  {
    name: "invalid UTF-8",
    path: "/token?grant_type=password",
    body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    code: "bad_json",
  },
  {
    name: "NUL in e-mail",
    path: "/token?grant_type=password",
    body: '{"email":"a\\u0000@b.co","password":"x"}',
    code: "bad_json",
  },
  { name: "lone surrogate", path: "/otp", body: '{"email":"\\ud800@b.co"}', code: "bad_json" },
  {
    name: "SQL-ish e-mail",
    path: "/token?grant_type=password",
    body: JSON.stringify({ email: "' OR 1=1 --@x.com", password: "x'; DROP TABLE auth.users; --" }),
    code: "invalid_credentials",
  },
  {
    name: "RTL and emoji e-mail",
    path: "/otp",
    body: JSON.stringify({ email: "\u202e🙂@exa\u0301mple.com", create_user: false }),
    code: "validation_failed",
  },
  {
    name: "10 000-character e-mail",
    path: "/otp",
    body: JSON.stringify({ email: `${"a".repeat(10_000)}@b.co` }),
    code: "validation_failed",
  },
  {
    name: "body over 1 MB",
    path: "/token?grant_type=password",
    body: JSON.stringify({ email: "a@b.co", password: "x".repeat(2_000_000) }),
    status: 413,
    code: "request_entity_too_large",
  },
  { name: "deeply nested metadata", path: "/otp", body: deep(5000), code: "bad_json" },
  { name: "missing grant_type", path: "/token", body: "{}", code: "invalid_credentials" },
  {
    name: "grant_type __proto__",
    path: "/token?grant_type=__proto__",
    body: "{}",
    code: "invalid_credentials",
  },
  {
    name: "grant_type constructor",
    path: "/token?grant_type=constructor",
    body: "{}",
    code: "invalid_credentials",
  },
  {
    name: "refresh token as number",
    path: "/token?grant_type=refresh_token",
    body: '{"refresh_token":123456789012345}',
    code: "bad_json",
  },
  {
    name: "SQL-ish refresh token",
    path: "/token?grant_type=refresh_token",
    body: JSON.stringify({ refresh_token: "x' OR '1'='1'; --" }),
    code: "refresh_token_not_found",
  },
  {
    name: "huge refresh token",
    path: "/token?grant_type=refresh_token",
    body: JSON.stringify({ refresh_token: "a".repeat(5000) }),
    code: "validation_failed",
  },
  {
    name: "pkce code not a UUID",
    path: "/token?grant_type=pkce",
    body: JSON.stringify({ auth_code: "'; --", code_verifier: "v" }),
    status: 404,
    code: "flow_state_not_found",
  },
  { name: "otp without e-mail", path: "/otp", body: "{}", code: "validation_failed" },
  {
    name: "otp create_user as string",
    path: "/otp",
    body: '{"email":"a@b.co","create_user":"false"}',
    code: "bad_json",
  },
  {
    name: "otp data as array",
    path: "/otp",
    body: '{"email":"a@b.co","data":[]}',
    code: "bad_json",
  },
  {
    name: "otp short code challenge",
    path: "/otp",
    body: '{"email":"a@b.co","code_challenge":"abc","code_challenge_method":"s256"}',
    code: "validation_failed",
  },
  {
    name: "otp challenge without method",
    path: "/otp",
    body: `{"email":"a@b.co","code_challenge":"${"a".repeat(43)}"}`,
    code: "validation_failed",
  },
  {
    name: "otp odd challenge method",
    path: "/otp",
    body: `{"email":"a@b.co","code_challenge":"${"a".repeat(43)}","code_challenge_method":"md5"}`,
    code: "validation_failed",
  },
  { name: "otp phone", path: "/otp", body: '{"phone":"+15555550100"}', status: 422 },
  {
    name: "verify without type",
    path: "/verify",
    body: '{"token_hash":"abc"}',
    code: "validation_failed",
  },
  {
    name: "verify unknown type",
    path: "/verify",
    body: '{"type":"bogus","token_hash":"abc"}',
    code: "validation_failed",
  },
  {
    name: "verify token_hash with e-mail",
    path: "/verify",
    body: '{"type":"magiclink","token_hash":"abc","email":"a@b.co"}',
    code: "validation_failed",
  },
  {
    name: "verify token_hash as number",
    path: "/verify",
    body: '{"type":"magiclink","token_hash":5}',
    code: "bad_json",
  },
  {
    name: "verify SQL-ish token hash",
    path: "/verify",
    body: JSON.stringify({ type: "magiclink", token_hash: "' OR 1=1 --" }),
    status: 403,
    code: "otp_expired",
  },
  {
    name: "GET verify without type",
    method: "GET",
    path: "/verify?token=abc",
    key: "none",
    code: "validation_failed",
  },
  {
    name: "GET verify without token",
    method: "GET",
    path: "/verify?type=magiclink",
    key: "none",
    code: "validation_failed",
  },
  {
    name: "GET verify broken escapes",
    method: "GET",
    path: "/verify?type=%E0%A4%A&token=%ZZ",
    key: "none",
    code: "validation_failed",
  },
  {
    name: "logout unknown scope",
    path: "/logout?scope=everyone",
    bearer: "user",
    code: "validation_failed",
  },
  {
    name: "logout garbage bearer",
    path: "/logout",
    bearer: "garbage",
    status: 403,
    code: "bad_jwt",
  },
  {
    name: "user with alg none",
    method: "GET",
    path: "/user",
    bearer: "none-jwt",
    status: 403,
    code: "bad_jwt",
  },
  {
    name: "user with the secret key as bearer",
    method: "GET",
    path: "/user",
    bearer: "secret",
    status: 403,
    code: "bad_jwt",
  },
  {
    name: "user without bearer",
    method: "GET",
    path: "/user",
    status: 401,
    code: "no_authorization",
  },
  {
    name: "admin create e-mail object",
    path: "/admin/users",
    key: "secret",
    body: '{"email":{"$ne":null}}',
    code: "bad_json",
  },
  {
    name: "admin create bad ban",
    path: "/admin/users",
    key: "secret",
    body: '{"email":"ban@b.co","ban_duration":"forever"}',
    code: "validation_failed",
  },
  {
    name: "admin create bad id",
    path: "/admin/users",
    key: "secret",
    body: '{"email":"id@b.co","id":"1 OR 1=1"}',
    code: "validation_failed",
  },
  {
    name: "admin create bad hash",
    path: "/admin/users",
    key: "secret",
    body: '{"email":"h@b.co","password_hash":"$2a$nope"}',
    code: "validation_failed",
  },
  {
    name: "admin create metadata string",
    path: "/admin/users",
    key: "secret",
    body: '{"email":"m@b.co","user_metadata":"x"}',
    code: "bad_json",
  },
  {
    name: "admin get non-UUID",
    method: "GET",
    path: "/admin/users/not-a-uuid",
    key: "secret",
    status: 404,
    code: "validation_failed",
  },
  {
    name: "admin get broken escape",
    method: "GET",
    path: "/admin/users/%ZZ",
    key: "secret",
    status: 404,
  },
  {
    name: "admin update array body",
    method: "PUT",
    path: "/admin/users/DEMO",
    key: "secret",
    body: "[1]",
    code: "bad_json",
  },
  {
    name: "admin list bad page",
    method: "GET",
    path: "/admin/users?page=-1&per_page=abc",
    key: "secret",
    code: "validation_failed",
  },
  {
    name: "admin without secret",
    method: "GET",
    path: "/admin/users",
    status: 403,
    code: "not_admin",
  },
  { name: "unknown path", method: "GET", path: "/nope", status: 404 },
  { name: "dot segments", method: "GET", path: "/../../etc/passwd", status: 404 },
  { name: "wrong method", method: "DELETE", path: "/token", status: 405 },
  { name: "no apikey", path: "/token?grant_type=password", key: "none", body: "{}", status: 401 },
];

function headersFor(row: Row): Record<string, string> {
  const headers: Record<string, string> = { "X-Supabase-Api-Version": "2024-01-01" };
  if (row.key !== "none") {
    headers.apikey = row.key === "secret" ? stack.secretKey : stack.publishableKey;
  }
  const bearer =
    row.bearer === "user"
      ? accessToken
      : row.bearer === "none-jwt"
        ? noneJwt()
        : row.bearer === "secret"
          ? stack.secretKey
          : row.bearer;
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  return headers;
}

describe("malformed requests get GoTrue's 4xx answer, never a 500", () => {
  it.each(rows)("$name", async (row) => {
    const response = await fetch(`${stack.url}/auth/v1${row.path.replace("DEMO", demoUserId)}`, {
      method: row.method ?? "POST",
      headers: headersFor(row),
      body: row.body,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    if (row.status) expect(response.status).toBe(row.status);
    else expect([400, 422]).toContain(response.status);
    const body = (await response.json()) as Record<string, unknown>;
    if (response.status === 401 && row.key === "none" && !row.code) {
      expect(body).toMatchObject({ message: expect.any(String), hint: expect.any(String) });
      return;
    }
    expect(response.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(body).toEqual({ code: expect.any(String), message: expect.any(String) });
    if (row.code) expect(body.code).toBe(row.code);
  });

  it("uses the initial error shape when no API version is asked for", async () => {
    const response = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: stack.publishableKey },
      body: "{",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("x-sb-error-code")).toBe("bad_json");
    expect(await response.json()).toEqual({
      code: 400,
      error_code: "bad_json",
      msg: expect.stringMatching(/^Could not parse request body as JSON/),
    });
  });

  it("sends a disallowed or odd redirect_to to the site URL", async () => {
    const response = await fetch(
      `${stack.url}/auth/v1/verify?type=magiclink&token=x&redirect_to=javascript:alert(1)`,
      { redirect: "manual" },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(
      /^http:\/\/localhost:3000\/#error=access_denied/,
    );
  });

  it("answers HTTP-level garbage with 400 and survives a client hanging up mid-body", async () => {
    const { port } = new URL(stack.url);
    const rawExchange = (payload: string, waitForAnswer: boolean) =>
      new Promise<string>((resolve, reject) => {
        let answer = "";
        const socket = connect(Number(port), "127.0.0.1", () => {
          socket.write(payload);
          if (!waitForAnswer) setTimeout(() => socket.destroy(), 100);
        });
        socket.on("data", (chunk) => (answer += chunk.toString()));
        socket.on("close", () => resolve(answer));
        socket.on("error", reject);
      });
    expect(await rawExchange("GARBAGE\r\n\r\n", true)).toMatch(/^HTTP\/1\.1 400/);
    const cutShort = [
      "POST /auth/v1/token?grant_type=password HTTP/1.1",
      "Host: 127.0.0.1",
      `apikey: ${stack.publishableKey}`,
      "Content-Length: 1000",
      "",
      '{"email":',
    ].join("\r\n");
    await rawExchange(cutShort, false);
  });

  it("is still healthy afterwards", async () => {
    const response = await fetch(`${stack.url}/auth/v1/health`);
    expect(response.status).toBe(200);
    const { error } = await clientFor(stack).auth.signInWithPassword(stack.demoStaff);
    expect(error).toBeNull();
    expect(stack.stderr()).not.toContain("unexpected error");
  });
});
