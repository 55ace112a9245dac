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

// Per zone: a file in it, imports it may not make (by alias and by relative path), and imports
// it may make.
const zones: { file: string; refused: string[]; allowed: string[] }[] = [
  {
    file: "components/site/zone-check.tsx",
    refused: ["@/app/portal/site/actions", "../../app/layout", "@/tests/e2e/fixtures"],
    allowed: ["@/lib/utils", "../ui/button", "@/content/site"],
  },
  {
    file: "app/(site)/zone-check.tsx",
    refused: ["@/local-supabase/stack", "../../bench/run", "@/scripts/http-guard.mjs"],
    allowed: ["@/components/ui/button", "../layout"],
  },
  {
    file: "lib/zone-check.ts",
    refused: ["@/scripts/http-guard.mjs", "../tests/unit/setup", "@/bench/run"],
    allowed: ["@/content/site", "./utils"],
  },
  {
    file: "scripts/zone-check.ts",
    refused: ["../tests/e2e/local-stack", "@/tests/e2e/suite-common"],
    allowed: ["../lib/db/migrate", "./chromium-path.mjs"],
  },
  {
    file: "lib/supabase/zone-check.ts",
    refused: ["@/lib/auth/verify", "../auth/paths", "@/tests/unit/setup"],
    allowed: ["@/lib/visitor-address/headers", "./config", "@supabase/ssr"],
  },
];

describe("import zones", () => {
  it.each(zones)("keep $file to its imports", async ({ file, refused, allowed }) => {
    for (const source of refused) {
      expect({ source, refusals: (await refusals(file, source)).length }).toEqual({
        source,
        refusals: 1,
      });
    }
    for (const source of allowed)
      expect({ source, refusals: await refusals(file, source) }).toEqual({ source, refusals: [] });
  });

  it("lets lib/auth/ import lib/supabase/, the way the layers go", async () => {
    expect(await refusals("lib/auth/zone-check.ts", "@/lib/supabase/config")).toEqual([]);
  });

  it("lets tests/ import anything", async () => {
    expect(await refusals("tests/unit/zone-check.ts", "@/app/layout")).toEqual([]);
    expect(await refusals("tests/unit/zone-check.ts", "../../scripts/http-guard.mjs")).toEqual([]);
  });
});
