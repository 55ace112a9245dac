import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { nextBin, root, runNode } from "./servers";
import { dropCachedContentReads } from "../scripts/content-cache.mjs";

const sources = [
  "app",
  "components",
  "content",
  "lib",
  "public",
  "proxy.ts",
  "next.config.ts",
  "postcss.config.mjs",
  "package-lock.json",
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))),
  );
}

/** Builds the site unless `.next` is newer than every source file; returns what it did. */
export async function ensureSiteBuild(env: Record<string, string>): Promise<"reused" | "built"> {
  const buildId = path.join(root, ".next", "BUILD_ID");
  const newestSource = Math.max(...sources.map((entry) => newestMtime(path.join(root, entry))));
  if (existsSync(buildId) && statSync(buildId).mtimeMs > newestSource) return "reused";
  dropCachedContentReads(root);
  await runNode([nextBin, "build"], root, env);
  return "built";
}

/** The bare Next page of the comparison column: one heading, this repo's next and react. */
export const bareDir = path.join(root, "bench", ".bare-next");

/**
 * Writes and builds the bare app inside the repo (git-ignored), so Node's and Turbopack's module
 * resolution find the repo's own node_modules without a symlink.
 */
export async function buildBareNext(): Promise<void> {
  mkdirSync(path.join(bareDir, "app"), { recursive: true });
  writeFileSync(
    path.join(bareDir, "app", "layout.jsx"),
    'export default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  );
  writeFileSync(
    path.join(bareDir, "app", "page.jsx"),
    "export default function Page() {\n  return <h1>Hello</h1>;\n}\n",
  );
  writeFileSync(path.join(bareDir, "package.json"), '{ "private": true, "type": "module" }\n');
  // Its own (empty) config, or Next would look further up and load the site's.
  writeFileSync(path.join(bareDir, "next.config.mjs"), "export default {};\n");
  if (existsSync(path.join(bareDir, ".next", "BUILD_ID"))) return;
  await runNode([nextBin, "build"], bareDir);
}
