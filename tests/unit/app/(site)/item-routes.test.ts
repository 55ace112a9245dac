/** @jest-environment node */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { itemPageKinds, itemPagePath } from "@/lib/editor/kinds";

const SITE = path.join(process.cwd(), "app", "(site)");

/** The folders under `dir` that hold a `[slug]` route, as site paths (`/ventures`). */
function slugRouteFolders(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name === "[slug]")
    .map((entry) => `/${path.relative(dir, entry.parentPath).split(path.sep).join("/")}`);
}

// Next finds routes in folders, so each kind with item pages has its two thin route files, which
// read everything else (the lookup, the 404, the metadata, the modal) from the registry.
describe("the public item routes", () => {
  it.each(itemPageKinds)("serve the item pages of %s and their modal twin", (kind) => {
    const route = itemPagePath(kind, "[slug]").slice(1);
    expect(existsSync(path.join(SITE, route, "page.tsx"))).toBe(true);
    expect(existsSync(path.join(SITE, "@modal", `(.)${route}`, "page.tsx"))).toBe(true);
  });

  it("exist only for the kinds with item pages", () => {
    const itemPages = itemPageKinds.map((kind) => path.dirname(itemPagePath(kind, "x"))).sort();
    const pages = slugRouteFolders(SITE).filter((folder) => !folder.startsWith("/@modal"));
    const modals = slugRouteFolders(path.join(SITE, "@modal")).map((folder) =>
      folder.replace("/(.)", "/"),
    );
    expect(pages.sort()).toEqual(itemPages);
    expect(modals.sort()).toEqual(itemPages);
  });
});
