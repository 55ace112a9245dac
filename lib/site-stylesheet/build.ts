import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The public stylesheet's source. Tailwind compiles it here rather than in Next's CSS pipeline,
 * so the site serves it from an address it knows before the build (see `./link.ts`).
 */
export const SOURCE = path.join("app", "globals.css");

/** Compiles and minifies `css` (read from `from`), as Next's pipeline would. */
export async function compile(css: string, from: string): Promise<string> {
  // Loaded when called: a deployed server answers the prerendered stylesheet without them.
  const [{ default: postcss }, { default: tailwind }] = await Promise.all([
    import("postcss"),
    import("@tailwindcss/postcss"),
  ]);
  const result = await postcss([
    tailwind({ base: process.cwd(), optimize: { minify: true } }),
  ]).process(css, { from });
  return result.css;
}

/**
 * Compiles and minifies the public stylesheet. Run at build time (by the route that serves it and
 * by `next.config` for its version) and on each request in `next dev`.
 */
export async function compileSiteStylesheet(): Promise<string> {
  const from = path.join(process.cwd(), SOURCE);
  return compile(await readFile(from, "utf8"), from);
}

/** A short content hash: the stylesheet's address changes exactly when its rules do. */
export function stylesheetVersion(css: string): string {
  return createHash("sha256").update(css).digest("base64url").slice(0, 12);
}
