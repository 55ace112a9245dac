import { readFile } from "node:fs/promises";
import path from "node:path";
import { compile, SOURCE } from "./build";
import type { FirstPaintStylesheets } from "./first-paint";
import { importClosure, routePages } from "./routes";

/** `@source "…";` lines: the folders and files Tailwind scans for the classes they use. */
const SOURCE_LINE = /^@source "([^"]+)";\n?/gm;

/** The classes a selector names, unescaped (`.md\\:flex` is `md:flex`). */
function classesOf(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name]) =>
    name!.replace(/\\(.)/g, "$1"),
  );
}

/**
 * `css` without the site's own component rules (`@layer components` in `app/theme.css`, which
 * Tailwind emits whole, used or not) that name a class none of `sources` mentions.
 */
async function withoutUnusedComponents(css: string, sources: string[]): Promise<string> {
  const { default: postcss } = await import("postcss");
  const words = new Set(
    (await Promise.all(sources.map((file) => readFile(file, "utf8")))).flatMap(
      (text) => text.match(/[\w-]+/g) ?? [],
    ),
  );
  const root = postcss.parse(css);
  root.walkAtRules("layer", (layer) => {
    if (layer.params !== "components") return;
    layer.walkRules((rule) => {
      const used = rule.selectors.filter((selector) =>
        classesOf(selector).every((name) => words.has(name)),
      );
      if (used.length === 0) rule.remove();
      else rule.selectors = used;
    });
    layer.walkAtRules((nested) => {
      if (nested.nodes?.length === 0) nested.remove();
    });
  });
  return root.toString();
}

/**
 * Each page's first-paint stylesheet, by URL pattern: the public stylesheet compiled over only
 * the files that render that page on a first load (its page, its layouts, 404s and slots, and what
 * they import) within the public stylesheet's own `@source` folders, so it holds every rule the
 * page can use and no other (the site's own component classes too, which Tailwind keeps whole).
 * Pages that import a stylesheet of their own (the portal) get null.
 */
export async function compileFirstPaintStylesheets(): Promise<FirstPaintStylesheets> {
  const root = process.cwd();
  const from = path.join(root, SOURCE);
  const source = await readFile(from, "utf8");
  const scopes = [...source.matchAll(SOURCE_LINE)].map((match) =>
    path.resolve(path.dirname(from), match[1]!),
  );
  const frame = source.replace(SOURCE_LINE, "");
  const inScope = (file: string) =>
    scopes.some((scope) => file === scope || file.startsWith(scope + path.sep));
  const stylesheets: FirstPaintStylesheets = {};
  for (const page of routePages(path.join(root, "app"))) {
    const { files, importsCss } = importClosure(root, page.files);
    if (importsCss) {
      stylesheets[page.pattern] = null;
      continue;
    }
    const sources = [...files].filter(inScope).sort();
    // A file Tailwind finds is taken as itself, not as a glob: `[slug]` is a folder's name.
    const lines = sources.map((file) => `@source "${path.relative(path.dirname(from), file)}";`);
    const css = await compile(`${frame}\n${lines.join("\n")}\n`, from);
    stylesheets[page.pattern] = await withoutUnusedComponents(css, sources);
  }
  return stylesheets;
}
