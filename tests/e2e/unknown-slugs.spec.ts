import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";
import { appPort } from "./support/local-stack";
import { expect, test } from "./support/fixtures";

const baseURL = `http://127.0.0.1:${appPort}`;
const NEXT_DIR = path.join(process.cwd(), ".next");
// Where `next start` keeps what it caches at run time: the data cache and the ISR output.
const CACHE_DIRS = [path.join(NEXT_DIR, "cache"), path.join(NEXT_DIR, "server")];
const PREFIX = "no-such-slug";

/** Every file under `dir`, as paths relative to it (none when it does not exist). */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

const cachedFiles = () => CACHE_DIRS.flatMap((dir) => filesUnder(dir));

/** The pid of the process listening on `port` (loopback IPv4), found through /proc. */
function listenerPid(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const inode = readFileSync("/proc/net/tcp", "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A")?.[9];
  if (!inode) throw new Error(`nothing listens on port ${port}`);
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const fds = readdirSync(`/proc/${pid}/fd`);
      if (fds.some((fd) => readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`)) {
        return Number(pid);
      }
    } catch {
      // Another user's process, or one that just ended.
    }
  }
  throw new Error(`no process owns the socket of port ${port}`);
}

/** The resident memory of `pid` in MB. */
function residentMB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB$/m);
  return Number(line?.[1]) / 1024;
}

// A page load, a client navigation's RSC request, and the same from the home page, which the
// intercepting modal route answers.
const REQUESTS: { headers: Record<string, string> }[] = [
  { headers: {} },
  { headers: { RSC: "1" } },
  { headers: { RSC: "1", "Next-Url": "/" } },
];

// A dynamic route's RSC answer is streamed with 200 before the page runs: Next marks notFound()
// in the payload with this digest, and the client router shows the 404 page from it.
const NOT_FOUND_DIGEST = "NEXT_HTTP_ERROR_FALLBACK;404";

/** Asks for `count` random slugs over both kinds and every request shape; returns the answers that were no 404. */
async function askForRandomSlugs(count: number, concurrency = 16): Promise<string[]> {
  const others: string[] = [];
  let next = 0;
  async function worker() {
    while (next < count) {
      const index = next++;
      const kind = index % 2 === 0 ? "ventures" : "announcements";
      const { headers } = REQUESTS[index % REQUESTS.length]!;
      const url = `${baseURL}/${kind}/${PREFIX}-${randomUUID()}`;
      // fetch follows the redirect that adds the RSC cache-busting parameter.
      const response = await fetch(url, { headers });
      const body = await response.text();
      const isNotFound =
        response.status === 404 || (headers.RSC === "1" && body.includes(NOT_FOUND_DIGEST));
      if (!isNotFound) others.push(`${response.status} ${url} ${JSON.stringify(headers)}`);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return others;
}

test("thousands of unknown slugs are 404s that leave no cache entry and no memory behind", async ({
  request,
}) => {
  test.setTimeout(180_000);
  // The reads every public page shares are cached before counting.
  for (const warm of ["/", "/ventures/ledgerline", "/announcements/malta-operations-hub"]) {
    expect((await request.get(warm)).status()).toBe(200);
  }
  const pid = listenerPid(appPort);
  const filesBefore = cachedFiles();

  // The first rounds grow the heap to its working size; what must stay flat is what follows.
  expect(await askForRandomSlugs(2500)).toEqual([]);
  const memoryBefore = residentMB(pid);
  expect(await askForRandomSlugs(1500)).toEqual([]);
  const growth = residentMB(pid) - memoryBefore;

  const filesAfter = cachedFiles();
  const left = filesAfter.filter((file) => file.includes(PREFIX));
  expect.soft(left.length, `files for unknown slugs, e.g. ${left[0]}`).toBe(0);
  expect
    .soft(filesAfter.length, "files under .next/cache and .next/server")
    .toBe(filesBefore.length);
  expect(growth, `the server grew by ${growth.toFixed(0)} MB`).toBeLessThan(20);
});
