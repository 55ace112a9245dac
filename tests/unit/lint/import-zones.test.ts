/** @jest-environment node */
import { ESLint } from "eslint";
import config from "@/eslint.config.mjs";

// The repository's own config, handed over as an object: Jest cannot load a config file itself.
const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: config });

/** The `no-restricted-imports` messages for a file at `filePath` that imports `source`. */
async function refusals(filePath: string, source: string): Promise<string[]> {
  const code = `import * as imported from "${source}";\n\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter(({ ruleId }) => ruleId === "no-restricted-imports")
    .map(({ message }) => message);
}

// [a file in the zone, an import it may not make, an import it may make]
const zones: [string, string, string][] = [
  ["components/site/zone-check.tsx", "@/app/portal/site/actions", "@/lib/utils"],
  ["components/site/zone-check.tsx", "../../app/layout", "../ui/button"],
  ["components/site/zone-check.tsx", "@/tests/e2e/fixtures", "@/content/site"],
  ["app/(site)/zone-check.tsx", "@/local-supabase/stack", "@/components/ui/button"],
  ["app/(site)/zone-check.tsx", "../../bench/run", "../layout"],
  ["lib/zone-check.ts", "@/scripts/http-guard.mjs", "@/content/site"],
  ["lib/zone-check.ts", "../tests/unit/setup", "./utils"],
  ["scripts/zone-check.ts", "../tests/e2e/local-stack", "../lib/db/migrate"],
  ["scripts/zone-check.ts", "@/tests/e2e/suite-common", "./chromium-path.mjs"],
  ["lib/supabase/zone-check.ts", "@/lib/auth/verify", "@/lib/visitor-address/headers"],
  ["lib/supabase/zone-check.ts", "../auth/paths", "./config"],
  ["lib/supabase/zone-check.ts", "@/tests/unit/setup", "@supabase/ssr"],
];

describe("import zones", () => {
  it.each(zones)("%s may not import %s, and may import %s", async (file, forbidden, allowed) => {
    expect(await refusals(file, forbidden)).toHaveLength(1);
    expect(await refusals(file, allowed)).toEqual([]);
  });

  it("lets lib/auth/ import lib/supabase/, the way the layers go", async () => {
    expect(await refusals("lib/auth/zone-check.ts", "@/lib/supabase/config")).toEqual([]);
  });

  it("lets tests/ import anything", async () => {
    expect(await refusals("tests/unit/zone-check.ts", "@/app/layout")).toEqual([]);
    expect(await refusals("tests/unit/zone-check.ts", "../../scripts/http-guard.mjs")).toEqual([]);
  });
});
