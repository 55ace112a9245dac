import { clientFor, createStaff } from "../helpers/clients";
import { linkIn, waitForMail } from "../helpers/mail";
import { removeDataDir, startStack, type TestStack } from "../helpers/stack-process";

const SITE = "http://localhost:3000";
// The default list, which the look-alike hosts slipped through, plus patterns of each kind.
const ALLOW_LIST = [
  "http://127.0.0.1:*",
  "http://127.0.0.1:*/**",
  "http://localhost:*",
  "http://localhost:*/**",
  "https://*-preview.example.com/**",
  "https://**.example.org/callback",
  "http://test.dev:3000/*/*",
];
let stack: TestStack;

beforeAll(async () => {
  stack = await startStack({
    env: {
      LOCAL_SUPABASE_SITE_URL: SITE,
      LOCAL_SUPABASE_REDIRECT_ALLOW_LIST: ALLOW_LIST.join(","),
      LOCAL_SUPABASE_RATE_LIMIT_VERIFY: "100000",
      LOCAL_SUPABASE_RATE_LIMIT_BURST: "100000",
    },
  });
});

afterAll(async () => {
  await stack.stop();
  removeDataDir(stack.dataDir);
});

/** Targets that must never be redirected to: each lands on the site URL instead. */
const refused = [
  "http://localhost:x@evil%2Eexample/",
  "http://localhost:1@evil。example/",
  "http://localhost:3000@evil.example/",
  "http://127.0.0.1:3100@evil.example/",
  "http://localhost%3A3000@evil.example/",
  "http://localhost:3000\\@evil.example/",
  "http:\\\\evil.example/",
  "http://localhost:3000\\\\evil.example/",
  "\thttp://localhost:3000/",
  "http://local\thost:3000/",
  "http://evil.example/\n",
  "http://local\nhost:3000/",
  "//evil.example/",
  "///evil.example/",
  "http:///evil.example/",
  "http:evil.example",
  "javascript:alert(1)",
  "javascript://localhost:3000/%0aalert(1)",
  "JAVASCRIPT://localhost:3000/%0aalert(1)",
  "data:text/html,<script>alert(1)</script>",
  "HTTPS://evil.example/",
  "http://evil.example/",
  "https://localhost:3000/",
  "http://localhost.:3000/",
  "http://evil.example./",
  "http://localhost:3000.evil.example/",
  "http://localhost.evil.example/",
  "http://127.0.0.1.evil.example/",
  "http://evil。example/",
  "http://ｌocalhost:3000/",
  "http://xn--localhost-.example/",
  "http://LOCALHOST:3000/",
  "http://2130706433/",
  "http://0x7f.0.0.1:3000/",
  "http://127.1:3000/",
  "http://10.0.0.1:3000/",
  "http://evil.example#@localhost:3000/",
  "http://evil.example?@localhost:3000/",
  "http://evil.example/#http://localhost:3000/",
  "http://evil.example:3000/",
  "https://a.b-preview.example.com/",
  "https://evil.example/x.example.org/callback",
  "https://evil.example/.example.org/callback",
  "http://test.dev:3000/a/b/c",
  "http://test.dev:3001/a/b",
];

/** Targets Supabase accepts for this site URL and allow-list: kept as they are. */
const kept = [
  "http://localhost:3000/auth/callback?next=%2Fportal",
  "http://localhost:3000",
  "http://localhost:4000/elsewhere",
  "http://localhost/no-port",
  "HTTP://localhost:3000/portal",
  "http://127.0.0.1:3100/auth/callback",
  "http://127.0.0.1:3100",
  "https://pr-12-preview.example.com/auth/confirm",
  "https://a.b.example.org/callback",
  "http://test.dev:3000/a/b",
];

/** Where GET /verify sends a browser that followed a (spent) link with this target. */
async function landingFor(headers: Record<string, string>, redirectTo?: string): Promise<URL> {
  const query = redirectTo === undefined ? "" : `&redirect_to=${encodeURIComponent(redirectTo)}`;
  const response = await fetch(`${stack.url}/auth/v1/verify?type=magiclink&token=spent${query}`, {
    redirect: "manual",
    headers,
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location")!);
}

const withoutFragment = (url: URL) => url.href.replace(/#.*$/, "");
// Only printable ASCII fits in a request header.
const asHeader = (targets: string[]) => targets.filter((target) => /^[!-~]+$/.test(target));

describe("redirect_to allow-list", () => {
  it.each(refused)("sends %j to the site URL", async (target) => {
    const landing = await landingFor({}, target);
    expect(withoutFragment(landing)).toBe(`${SITE}/`);
    expect(new URLSearchParams(landing.hash.slice(1)).get("error_code")).toBe("otp_expired");
  });

  it.each(kept)("keeps %j", async (target) => {
    const landing = await landingFor({}, target);
    expect(withoutFragment(landing)).toBe(new URL(target).href);
  });

  it("applies the same rule to the Referer and to a redirect_to header", async () => {
    for (const target of asHeader(refused)) {
      expect(withoutFragment(await landingFor({ Referer: target }))).toBe(`${SITE}/`);
      expect(withoutFragment(await landingFor({ redirect_to: target }))).toBe(`${SITE}/`);
    }
    for (const target of asHeader(kept)) {
      expect(withoutFragment(await landingFor({ Referer: target }))).toBe(new URL(target).href);
    }
  });

  it("puts the site URL in the e-mail when supabase-js asks for a look-alike host", async () => {
    for (const target of refused.slice(0, 2)) {
      const staff = await createStaff(stack);
      const since = Date.now();
      const { error } = await clientFor(stack).auth.signInWithOtp({
        email: staff.email,
        options: { shouldCreateUser: false, emailRedirectTo: target },
      });
      expect(error).toBeNull();
      const link = linkIn(await waitForMail(stack.inboxUrl, staff.email, since));
      expect(link.searchParams.get("redirect_to")).toBe(SITE);
      expect(withoutFragment(await fetchLanding(link))).toBe(`${SITE}/`);
    }
  });
});

async function fetchLanding(link: URL): Promise<URL> {
  const response = await fetch(link, { redirect: "manual" });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location")!);
}
