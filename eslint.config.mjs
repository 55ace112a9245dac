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

const COMPONENTS_NOT_APP = [
  "app",
  "components/ never imports app/: routes compose components, not the other way.",
];

const PUBLIC_NOT_PORTAL =
  "A public page or component never imports components/portal/: the public stylesheet (app/globals.css @source) does not scan it, so its classes would be missing.";

const DATA_NOT_AUTH =
  "lib/db/ and lib/editor/ never import lib/auth/: the page or action decides who asks and passes what it found (isPreview).";

// The layers import one way. A file gets the rule of the last block that matches it (flat config
// replaces a rule's options, it does not merge them), so each block lists all of its zone's bans.
const layers = [
  zone(["app/**", "lib/**"], TOOLING.map(runtimeRule)),
  zone(["components/**"], [COMPONENTS_NOT_APP, ...TOOLING.map(runtimeRule)]),
  zone(
    ["lib/supabase/**"],
    [
      ["lib/auth", "lib/supabase/ (clients, cookie format) never imports lib/auth/ (policy)."],
      ["auth", "lib/supabase/ (clients, cookie format) never imports lib/auth/ (policy)."],
      ...TOOLING.map(runtimeRule),
    ],
  ),
  zone(
    ["components/site/**", "components/ui/**", "components/auth/**"],
    [
      COMPONENTS_NOT_APP,
      ["components/portal", PUBLIC_NOT_PORTAL],
      ["portal", PUBLIC_NOT_PORTAL],
      ...TOOLING.map(runtimeRule),
    ],
  ),
  zone(
    ["app/(site)/**", "app/auth/**"],
    [["components/portal", PUBLIC_NOT_PORTAL], ...TOOLING.map(runtimeRule)],
  ),
  zone(
    ["lib/db/**", "lib/editor/**"],
    [["lib/auth", DATA_NOT_AUTH], ["auth", DATA_NOT_AUTH], ...TOOLING.map(runtimeRule)],
  ),
  zone(
    ["content/**"],
    [
      ["lib", "content/ is the ground floor: it imports nothing from lib/."],
      ...TOOLING.map(runtimeRule),
    ],
  ),
  zone(["scripts/**"], [["tests", "scripts/ never imports tests/."]]),
];

// Every file stands on the ones it imports and none of them on it. The rule follows the imports
// of values; an `import type` is left out of its walk.
const noCycles = {
  settings: { "import/ignore": ["node_modules"] },
  rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  noCycles,
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
