import { expect, test } from "./support/fixtures";
import { multipartBody, rawPost, signInActionId, type RawPost } from "./support/raw-requests";

/** A small deterministic generator, so a failing request can be replayed from its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state;
  };
  // The high bits: an LCG's low bits repeat with a short period, so picks would go in lockstep.
  return <T>(items: readonly T[]): T => items[Math.floor((next() / 2 ** 32) * items.length)] as T;
}

const methods = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"] as const;
const paths = [
  "/",
  "/about",
  "/contact",
  "/login",
  "/login?next=%2F%2Fevil.example&error=__proto__",
  "/portal",
  "/portal/vault",
  "/portal/%2e%2e/%2e%2e/etc/passwd",
  "/portal/no-such-page?x=%ff",
  "/auth/confirm?token_hash=%00&type=email",
  "/auth/confirm?token_hash=abc&type=constructor",
  "/auth/confirm?token_hash=" + "a".repeat(600) + "&type=email",
  "/auth",
  "/login/extra",
  "/auth/session",
  "/auth/sign-out",
  "/announcements/%ff",
  "/ventures/..%2f..%2f",
  "/%ff",
  "/%",
  "/" + "a".repeat(4000),
  "/_next/static/%ff",
  "/login/../portal",
];
const headerSets: Record<string, string>[] = [
  {},
  { Origin: "null" },
  { Origin: "https://evil.example" },
  { Origin: "%%%" },
  { "Next-Action": "x" },
  { "Next-Action": "0".repeat(42), "Content-Type": "text/plain" },
  { "Content-Type": "multipart/form-data; boundary=" },
  { "Content-Type": "application/x-www-form-urlencoded" },
  { RSC: "1", "Next-Router-Prefetch": "1" },
  { "Next-Router-State-Tree": "%7B%22bad" },
  { "X-Middleware-Subrequest": "proxy:proxy:proxy:proxy:proxy" },
  { "X-Forwarded-Proto": "https, http, javascript:" },
  { "X-Forwarded-Host": "evil.example" },
  { "X-Forwarded-For": "::ffff:1.2.3.4, <script>" },
  { Accept: "text/x-component" },
  { Range: "bytes=99999999-" },
];
const bodies: (string | undefined)[] = [
  undefined,
  "",
  "{}",
  "email=a%40b.c&password=x",
  '------x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n------x--\r\n',
  '["$K1",{"a":"$@0"}]',
  "\u0000\u0001\u0002",
  "%ff%fe",
];
const cookies = [
  "",
  "sb-127-auth-token=%%%",
  "sb-127-auth-token=base64-eyJhY2Nlc3NfdG9rZW4iOiJ4In0",
  "sb-127-auth-token.0=base64-e30; sb-127-auth-token.1=x",
  "__Host-sb-127-auth-token=base64-bm90anNvbg",
  "sv-signed-in=1; sidebar_state=%ff",
];

const REQUESTS = 320;
const leak = /\bat [\w$.<>]+ \(|node_modules|eyJ[\w-]{10,}\.[\w-]{10,}\.|sb_secret_/;

test("a few hundred malformed requests: no 5xx, no stack trace or token in any body", async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  const pick = generator(20_261_123);
  const failures: string[] = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    const method = pick(methods);
    const path = pick(paths);
    const headers = { ...pick(headerSets), Cookie: pick(cookies) };
    const data = method === "GET" || method === "HEAD" ? undefined : pick(bodies);
    const response = await api.fetch(path, { method, headers, data, failOnStatusCode: false });
    const body = method === "HEAD" ? "" : await response.text();
    if (response.status() >= 500 || leak.test(body)) {
      failures.push(
        `#${index} ${method} ${path} ${JSON.stringify(headers)} → ${response.status()}`,
      );
    }
  }
  await api.dispose();
  expect(failures).toEqual([]);
});

// Posts shaped like Server Actions, to every kind of page: Next takes any multipart or urlencoded
// post, or one with `Next-Action`, for a possible action, and fails on what it cannot parse.
const actionPaths = [
  "/",
  "/about",
  "/contact",
  "/careers",
  "/login",
  "/login/forgot",
  "/login/two-step",
  "/portal",
  "/portal/add-user",
  "/portal/manage-users",
  "/portal/activity",
  "/portal/account",
  "/auth/confirm",
  "/auth/set-password",
];
const contentTypes: ((boundary: string) => string | undefined)[] = [
  (boundary) => `multipart/form-data; boundary=${boundary}`,
  (boundary) => `multipart/form-data; boundary="${boundary}"`,
  (boundary) => `Multipart/Form-Data; BOUNDARY=${boundary}; charset=utf-8`,
  (boundary) => `multipart/form-data; boundary=${boundary}; boundary=other`,
  () => "multipart/form-data",
  () => "multipart/form-data; boundary=",
  () => 'multipart/form-data; boundary=""',
  () => `multipart/form-data; boundary=${"b".repeat(71)}`,
  () => "multipart/form-data; boundary=a/b",
  () => "application/x-www-form-urlencoded",
  () => "text/plain;charset=UTF-8",
  () => "application/json",
  () => undefined,
];
const actionBodies: ((boundary: string, actionId: string) => string)[] = [
  (boundary) => multipartBody(boundary),
  (boundary) => multipartBody(boundary).slice(0, 40),
  (boundary) => multipartBody(boundary).slice(0, -4),
  (boundary) => multipartBody(boundary).replaceAll("\r\n", "\n"),
  (boundary) => `--${boundary}--\r\n`,
  (boundary) => `junk before\r\n${multipartBody(boundary)}junk after`,
  (boundary) => multipartBody(boundary, { "0": '[{"email":""},"$K1"]', "1_email": "a@b.c" }),
  (boundary) => multipartBody(boundary, { "0": '["$@9"]' }),
  (boundary) => multipartBody(boundary, { "0": "{not json" }),
  (boundary) => multipartBody(boundary, { "0": '"$F0000"' }),
  (boundary) => multipartBody(boundary, { "0": '["$F0"]' }),
  (boundary) => multipartBody(boundary, { "0": '["$Q1"]' }),
  (boundary) => multipartBody(boundary, { "0": "[null,5]" }),
  (boundary) => multipartBody(boundary, { "0": '"x"' }),
  (boundary, actionId) =>
    multipartBody(boundary, {
      $ACTION_REF_1: "",
      "$ACTION_1:0": `{"id":"${actionId}","bound":"$@1"}`,
    }),
  (boundary, actionId) =>
    multipartBody(boundary, {
      $ACTION_REF_1: "",
      "$ACTION_1:0": `{"id":"${actionId}","bound":"$@1"}`,
      "$ACTION_1:1": '["$F0"]',
    }),
  (boundary, actionId) => multipartBody(boundary, { [`$ACTION_ID_${actionId}`]: "" }),
  (boundary) => `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
  () => multipartBody("other"),
  () => "",
  () => "email=a%40b.c&password=x",
  () => '["$K1",{"a":"$@0"}]',
  () => "\u0000\u0001\u0002%ff",
];
const boundaries = [
  "----WebKitFormBoundaryAbC123",
  "x",
  "a'b(c)d+e_f,g-h.i/j:k=l?m",
  "b".repeat(70),
];
const origins = [undefined, "same", "https://evil.example", "null"];
const transfers: RawPost["chunked"][] = [undefined, { repeat: 1 }, { repeat: 3 }];

const ACTION_POSTS = 300;

test("a few hundred malformed Server Action posts to any page: no 5xx, no stack trace", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const realId = await signInActionId(page);
  const actionIds = [undefined, "x", "0".repeat(42), realId];
  const pick = generator(20_261_124);
  const failures: string[] = [];
  for (let index = 0; index < ACTION_POSTS; index += 1) {
    const path = pick(actionPaths);
    const boundary = pick(boundaries);
    const type = pick(contentTypes)(boundary);
    const action = pick(actionIds);
    const origin = pick(origins);
    const headers: Record<string, string> = {
      ...(type === undefined ? {} : { "Content-Type": type }),
      ...(action === undefined ? {} : { "Next-Action": action }),
      ...(origin === undefined
        ? {}
        : { Origin: origin === "same" ? new URL(baseURL!).origin : origin }),
    };
    // Every tenth post is a chunked body of 2 MB, with no length to see it by: always refused.
    const isOversize = index % 10 === 9;
    const post: RawPost = isOversize
      ? { headers, body: "x".repeat(64 * 1024), chunked: { repeat: 32 } }
      : { headers, body: pick(actionBodies)(boundary, realId), chunked: pick(transfers) };
    const answer = await rawPost(baseURL!, path, post);
    if (answer.status >= 500 || leak.test(answer.body) || (isOversize && answer.status < 400)) {
      failures.push(`#${index} POST ${path} ${JSON.stringify(headers)} → ${answer.status}`);
    }
  }
  expect(failures).toEqual([]);
});
