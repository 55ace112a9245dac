/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import config from "@/eslint.config.mjs";

// The repository's own config, handed over as an object: Jest cannot load a config file itself.
const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: config });

// The zones' files exist only in these tests, and import/no-cycle walks the files on disk: the
// zones are checked with the rest of the config.
const zonesOnly = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [...config, { rules: { "import/no-cycle": "off" } }],
});

/** The `no-restricted-imports` messages for a file at `filePath` that imports `source`. */
async function refusals(filePath: string, source: string): Promise<string[]> {
  const code = `import * as imported from "${source}";\n\nexport const used = imported;\n`;
  const [result] = await zonesOnly.lintText(code, { filePath });
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
    file: "components/site/common/zone-check.tsx",
    refused: [
      "@/components/portal/tool-page",
      "../../portal/editor/tool-page",
      "@/app/(site)/_routes/item-route",
      "@/tests/e2e/fixtures",
    ],
    allowed: ["@/components/ui/button", "../../ui/dialog", "@/lib/utils"],
  },
  {
    file: "components/ui/zone-check.tsx",
    refused: ["@/components/portal/portal-shell", "../portal/portal-shell"],
    allowed: ["./button"],
  },
  {
    file: "components/auth/zone-check.tsx",
    refused: ["@/components/portal/portal-shell", "@/app/layout"],
    allowed: ["@/components/ui/button"],
  },
  {
    file: "app/(site)/announcements/zone-check.tsx",
    refused: ["@/components/portal/tool-page", "../../../components/portal/tool-page"],
    allowed: ["@/components/site/common/site-page", "../_routes/item-route"],
  },
  {
    file: "app/auth/confirm/zone-check.ts",
    refused: ["@/components/portal/tool-page", "@/bench/run"],
    allowed: ["@/lib/auth/paths", "@/components/auth/authenticating"],
  },
  {
    file: "app/portal/zone-check.tsx",
    refused: ["@/local-supabase/stack"],
    allowed: ["@/components/portal/tool-page"],
  },
  {
    file: "content/zone-check.ts",
    refused: ["@/lib/auth/roles", "../lib/portal/icons"],
    allowed: ["./site", "@/content/types"],
  },
  {
    file: "lib/db/zone-check.ts",
    refused: ["@/lib/auth/current-user", "../auth/paths", "@/tests/unit/setup"],
    allowed: ["@/lib/editor/kinds", "./client", "@/lib/server-env"],
  },
  {
    file: "lib/editor/zone-check.ts",
    refused: ["@/lib/auth/paths", "../auth/roles"],
    allowed: ["./kind", "@/content/site"],
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

  it("refuses an import that closes a cycle, and not one that does not", async () => {
    // The rule walks the files on disk, so the cycle is two real files for the time of the test.
    const dir = mkdtempSync(path.join(process.cwd(), "lib", "cycle-check-"));
    try {
      writeFileSync(
        path.join(dir, "a.ts"),
        'import { b } from "./b";\n\nexport const a = () => b;\n',
      );
      writeFileSync(
        path.join(dir, "b.ts"),
        'import { a } from "./a";\n\nexport const b = () => a;\n',
      );
      writeFileSync(
        path.join(dir, "c.ts"),
        'import { a } from "./a";\n\nexport const c = () => a;\n',
      );
      const [inCycle, outside] = await eslint.lintFiles([
        path.join(dir, "a.ts"),
        path.join(dir, "c.ts"),
      ]);
      const cycles = (result?: ESLint.LintResult) =>
        (result?.messages ?? []).filter(({ ruleId }) => ruleId === "import/no-cycle");
      expect(cycles(inCycle)).toHaveLength(1);
      expect(cycles(outside)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("lets tests/ import anything", async () => {
    expect(await refusals("tests/unit/zone-check.ts", "@/app/layout")).toEqual([]);
    expect(await refusals("tests/unit/zone-check.ts", "../../scripts/http-guard.mjs")).toEqual([]);
  });
});
