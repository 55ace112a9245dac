import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

/**
 * An import of the top-level folder `folder` (or `folder/sub`), by the `@/` alias or by a
 * relative path that climbs to it.
 */
function folderImport(folder) {
  const path = folder.replaceAll("/", "\\/");
  return `^(@\\/|(\\.\\.\\/)+)${path}(\\/|$)`;
}

const TOOLING = ["local-supabase", "bench", "scripts", "tests"];

/** `no-restricted-imports` for the files of `files`: none of `forbidden`, each with its reason. */
function zone(files, forbidden) {
  return {
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: forbidden.map(([folder, message]) => ({
            regex: folderImport(folder),
            message,
          })),
        },
      ],
    },
  };
}

const runtimeRule = (folder) => [folder, `The app never imports ${folder}/: it is tooling.`];

// The layers import one way. A file gets the rule of the last block that matches it (flat config
// replaces a rule's options, it does not merge them), so each block lists all of its zone's bans.
const layers = [
  zone(["app/**", "lib/**"], TOOLING.map(runtimeRule)),
  zone(
    ["components/**"],
    [
      ["app", "components/ never imports app/: routes compose components, not the other way."],
      ...TOOLING.map(runtimeRule),
    ],
  ),
  zone(
    ["lib/supabase/**"],
    [
      ["lib/auth", "lib/supabase/ (clients, cookie format) never imports lib/auth/ (policy)."],
      ["auth", "lib/supabase/ (clients, cookie format) never imports lib/auth/ (policy)."],
      ...TOOLING.map(runtimeRule),
    ],
  ),
  zone(["scripts/**"], [["tests", "scripts/ never imports tests/."]]),
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  ...layers,
  globalIgnores([
    ".next/**",
    "next-env.d.ts",
    "coverage/**",
    "test-results/**",
    "playwright-report/**",
    "local-supabase/.data/**",
    "bench/results/**",
    "bench/.bare-next/**",
  ]),
]);
