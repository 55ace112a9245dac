import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The public stylesheet's source. Tailwind compiles it here rather than in Next's CSS pipeline,
 * so the site serves it from an address it knows before the build (see `./link.ts`).
 */
const SOURCE = path.join("app", "globals.css");

/**
 * Compiles and minifies the public stylesheet, as Next's pipeline would. Run at build time (by the
 * route that serves it and by `next.config` for its version) and on each request in `next dev`.
 */
export async function compileSiteStylesheet(): Promise<string> {
  const root = process.cwd();
  // Loaded when called: a deployed server answers the prerendered stylesheet without them.
  const [{ default: postcss }, { default: tailwind }] = await Promise.all([
    import("postcss"),
    import("@tailwindcss/postcss"),
  ]);
  const from = path.join(root, SOURCE);
  const result = await postcss([tailwind({ base: root, optimize: { minify: true } })]).process(
    await readFile(from, "utf8"),
    { from },
  );
  return result.css;
}

/** A short content hash: the stylesheet's address changes exactly when its rules do. */
export function stylesheetVersion(css: string): string {
  return createHash("sha256").update(css).digest("base64url").slice(0, 12);
}
