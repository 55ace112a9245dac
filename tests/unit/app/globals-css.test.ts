/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = process.cwd();
const APP = path.join(ROOT, "app");

// Tailwind builds the public stylesheet from the files app/globals.css names with @source: a
// public file outside them renders with its classes missing, and nothing else would notice.
const sources = [
  ...readFileSync(path.join(APP, "globals.css"), "utf8").matchAll(/@source\s+"([^"]+)"/g),
].map(([, source]) => path.resolve(APP, source!));

const isCovered = (file: string) =>
  sources.some((source) => file === source || file.startsWith(`${source}${path.sep}`));

/** Every file under `dir`, as absolute paths. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

const markup = (file: string) => file.endsWith(".tsx");

describe("the public stylesheet's sources", () => {
  const publicFolders = readdirSync(APP, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "portal")
    .map((entry) => path.join(APP, entry.name))
    .filter((folder) => filesUnder(folder).some(markup));

  it.each(publicFolders.map((folder) => path.relative(ROOT, folder)))(
    "cover %s, a folder of public routes",
    (folder) => {
      expect(isCovered(path.join(ROOT, folder))).toBe(true);
    },
  );

  it("cover the files at app/'s root that give elements classes", () => {
    const styled = readdirSync(APP)
      .map((name) => path.join(APP, name))
      .filter((file) => statSync(file).isFile() && markup(file))
      .filter((file) => readFileSync(file, "utf8").includes("className"));
    expect(
      styled.filter((file) => !isCovered(file)).map((file) => path.relative(ROOT, file)),
    ).toEqual([]);
  });

  it("cover every components/ folder the public files import", () => {
    const publicFiles = sources.flatMap((source) =>
      statSync(source).isDirectory() ? filesUnder(source) : [source],
    );
    const imported = new Set(
      publicFiles.flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/from "@\/components\/([^/"]+)/g)].map(
          ([, folder]) => path.join(ROOT, "components", folder!),
        ),
      ),
    );
    expect(imported.size).toBeGreaterThan(0);
    expect(
      [...imported].filter((folder) => !isCovered(folder)).map((f) => path.relative(ROOT, f)),
    ).toEqual([]);
  });
});
