import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { appUrl, ports, root } from "./servers";

const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "cache-control",
];

export type HeaderRow = {
  type: string;
  path: string;
  status: number;
  headers: Record<string, string>;
};

export type ObservatoryRow = {
  path: string;
  grade: string;
  score: number;
  /** Each observatory test by name: passed or not, its result code and what it adds to the score. */
  tests: { test: string; pass: boolean; result: string; scoreModifier: number }[];
};

/** Tests that need HTTPS, which a plain-HTTP localhost server cannot pass. */
export const HTTPS_ONLY_TESTS = ["redirection", "strict-transport-security"];

async function responseTypes(
  cookie: string,
): Promise<{ type: string; path: string; cookie?: string }[]> {
  const html = await (await fetch(`${appUrl}/`)).text();
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1] ?? "/_next/static/missing.js";
  return [
    { type: "prerendered public page", path: "/" },
    { type: "dynamic page (proxy, nonce CSP)", path: "/login" },
    { type: "signed-in portal page", path: "/portal", cookie },
    { type: "signed-out portal (redirect)", path: "/portal" },
    { type: "static asset", path: script },
    { type: "not found", path: "/no-such-page" },
    { type: "robots.txt", path: "/robots.txt" },
  ];
}

/** The observatory reads an HSTS preload list its install script downloads; bench/.npmrc runs none. */
function ensureHstsList(): void {
  const file = path.join(
    root,
    "bench",
    "node_modules",
    "@mdn",
    "mdn-http-observatory",
    "conf",
    "hsts-preload.json",
  );
  // An empty list is the truth for 127.0.0.1: no loopback address is preloaded.
  if (!existsSync(file)) writeFileSync(file, "{}\n");
}

async function observatory(pagePath: string, cookie?: string): Promise<ObservatoryRow> {
  ensureHstsList();
  const { retrieve } = await import("@mdn/mdn-http-observatory/src/retriever/retriever.js");
  const { ALL_TESTS } = await import("@mdn/mdn-http-observatory/src/constants.js");
  const { getGradeForScore, getScoreModifier } =
    await import("@mdn/mdn-http-observatory/src/grader/grader.js");
  const headers = ["Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"];
  if (cookie) headers.push(`Cookie: ${cookie}`);
  const requests = await retrieve("127.0.0.1", { httpPort: ports.app, path: pagePath, headers });
  if (!requests.responses.auto) throw new Error(`observatory could not reach ${pagePath}`);
  const tests: ObservatoryRow["tests"] = ALL_TESTS.map((run) => {
    const output = run(requests);
    const name = (output.constructor as { name: string }).name;
    const result = output.result ?? "none";
    return {
      test: name,
      pass: output.pass === true,
      result,
      scoreModifier: getScoreModifier(result),
    };
  });
  // The scan's own arithmetic: bonuses count only once the penalties leave an A.
  const penalties = tests.reduce((sum, t) => sum + Math.min(0, t.scoreModifier), 100);
  const withBonus = tests.reduce((sum, t) => sum + t.scoreModifier, 100);
  const { grade, score } = getGradeForScore(penalties >= 90 ? withBonus : penalties);
  return { path: pagePath, grade, score, tests };
}

/** Security headers per response type, and the MDN HTTP Observatory's tests on the main pages. */
export async function measureHeaders(cookie: string) {
  const rows: HeaderRow[] = [];
  for (const target of await responseTypes(cookie)) {
    const response = await fetch(`${appUrl}${target.path}`, {
      headers: target.cookie ? { cookie: target.cookie } : {},
      redirect: "manual",
    });
    await response.arrayBuffer();
    const picked: Record<string, string> = {};
    for (const name of SECURITY_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) picked[name] = value;
    }
    rows.push({ type: target.type, path: target.path, status: response.status, headers: picked });
  }
  const observatoryRows = [
    await observatory("/"),
    await observatory("/login"),
    await observatory("/portal", cookie),
  ];
  return { rows, observatory: observatoryRows };
}
