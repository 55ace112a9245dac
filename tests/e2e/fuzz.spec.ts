import { expect, test } from "./fixtures";

/** A small deterministic generator, so a failing request can be replayed from its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state;
  };
  return <T>(items: readonly T[]): T => items[next() % items.length] as T;
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
