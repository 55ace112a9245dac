import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startStack, TEMPLATE_ENV } from "./stack-process";

/**
 * Starts the stack once on an empty folder and stops it: every test file then copies this
 * initialised folder (its cluster migrated, the demo account made) instead of starting empty.
 */
export default async function globalSetup(): Promise<void> {
  const template = mkdtempSync(path.join(tmpdir(), "local-supabase-template-"));
  const stack = await startStack({ dataDir: template });
  await stack.stop();
  process.env[TEMPLATE_ENV] = template;
}
