import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** A page of the app, as a URL pattern, and the files that render it on a first load. */
export type RoutePage = { pattern: string; files: string[] };

/** The URL pattern a page file answers: route groups, slots and interceptions leave no segment. */
function patternOf(appDir: string, pageDir: string): string {
  const segments = path
    .relative(appDir, pageDir)
    .split(path.sep)
    .filter((segment) => segment !== "" && !/^\(.*\)$/.test(segment));
  return `/${segments.join("/")}`;
}

/** Files Next renders around every page below `dir` on a first load: its layout, 404, slots. */
function frameFiles(dir: string): string[] {
  const files = ["layout.tsx", "template.tsx", "not-found.tsx", "error.tsx"]
    .map((name) => path.join(dir, name))
    .filter((file) => existsSync(file));
  // A parallel route's slot shows its default on a first load, whatever the URL.
  for (const entry of readdirSync(dir)) {
    const fallback = path.join(dir, entry, "default.tsx");
    if (entry.startsWith("@") && existsSync(fallback)) files.push(fallback);
  }
  return files;
}

/**
 * Every page a browser can load by URL (none under a slot, which only a client navigation shows,
 * nor under a private `_folder`), with the files of its frames from `app/` down. `*` is an
 * address no page answers: the root layout and the app's 404.
 */
export function routePages(appDir: string): RoutePage[] {
  const pages: RoutePage[] = [];
  const walk = (dir: string, frames: string[]) => {
    const here = [...frames, ...frameFiles(dir)];
    const page = path.join(dir, "page.tsx");
    if (existsSync(page)) pages.push({ pattern: patternOf(appDir, dir), files: [...here, page] });
    for (const entry of readdirSync(dir)) {
      const child = path.join(dir, entry);
      if (entry.startsWith("@") || entry.startsWith("_") || !statSync(child).isDirectory()) {
        continue;
      }
      walk(child, here);
    }
  };
  walk(appDir, []);
  const rootFiles = ["layout.tsx", "not-found.tsx"]
    .map((name) => path.join(appDir, name))
    .filter((file) => existsSync(file));
  pages.push({ pattern: "*", files: rootFiles });
  return pages;
}

const EXTENSIONS = [".tsx", ".ts", "/index.tsx", "/index.ts"];

/** The project file an import names (`@/…` or relative), or undefined for a package. */
function resolveImport(root: string, from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  if (path.extname(base) && existsSync(base)) return base;
  return EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file));
}

/**
 * The project files `entries` import, themselves included, followed through every import; and
 * whether one of them imports a stylesheet of its own (which Next's CSS pipeline then serves).
 */
export function importClosure(
  root: string,
  entries: string[],
): { files: Set<string>; importsCss: boolean } {
  const files = new Set<string>();
  let importsCss = false;
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName } of importedFiles) {
      const resolved = resolveImport(root, file, fileName);
      if (!resolved) continue;
      if (resolved.endsWith(".css")) importsCss = true;
      else if (/\.tsx?$/.test(resolved)) queue.push(resolved);
    }
  }
  return { files, importsCss };
}
