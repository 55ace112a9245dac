/** @jest-environment node */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { config } from "@/proxy";
import { PRIVATE_PREFIXES, privateMatchers, publicPathsSource } from "@/lib/auth/paths";

const ROOT = process.cwd();

describe("the proxy matcher", () => {
  it("covers exactly the private prefixes and what is under them", () => {
    expect(config.matcher.filter((matcher) => typeof matcher === "string")).toEqual(
      privateMatchers(),
    );
    expect(PRIVATE_PREFIXES).toEqual(["/portal", "/login", "/auth"]);
  });

  it("reaches any other page only for what Next may take for a Server Action", () => {
    expect(config.matcher.filter((matcher) => typeof matcher !== "string")).toEqual([
      { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
      { source: "/:path*", has: [{ type: "header", key: "content-type" }] },
    ]);
  });
});

describe("the public pages' header source", () => {
  const source = new RegExp(`^${publicPathsSource()}$`);

  it.each(["/", "/about", "/portals", "/login-help", "/authors", "/ventures/x"])(
    "matches the public path %s",
    (path) => {
      expect(source.test(path)).toBe(true);
    },
  );

  it.each(["/portal", "/portal/vault", "/login", "/login/x", "/auth", "/auth/confirm"])(
    "leaves the private path %s to the proxy",
    (path) => {
      expect(source.test(path)).toBe(false);
    },
  );
});

/** The project files and the packages `entry` loads at run time, following its imports. */
function moduleGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of runtimeImports(path.join(ROOT, file))) {
      const resolved = resolveProjectFile(file, specifier);
      if (resolved) visit(resolved);
      else if (!specifier.startsWith(".") && !specifier.startsWith("@/")) packages.add(specifier);
      else throw new Error(`${file}: cannot resolve ${specifier}`);
    }
  };
  visit(entry);
  return { files: [...files], packages: [...packages] };
}

/** What a file imports, re-exports or loads dynamically, leaving out what only types use. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !isTypeOnly(node.importClause)) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function isTypeOnly(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** The project file (relative to the root) that `specifier` in `from` names, or null. */
function resolveProjectFile(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else return null;
  const candidates = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((end) => `${base}${end}`);
  return (
    candidates.find((candidate) => {
      const full = path.join(ROOT, candidate);
      return existsSync(full) && statSync(full).isFile();
    }) ?? null
  );
}

const isRegistry = (file: string) => file.startsWith("lib/editor/kind");
const isZod = (name: string) => name === "zod" || name.startsWith("zod/");

describe("the proxy", () => {
  it("is a short delegate: under 40 lines", () => {
    const lines = readFileSync(path.join(ROOT, "proxy.ts"), "utf8").trimEnd().split("\n");
    expect(lines.length).toBeLessThan(40);
  });

  it("loads neither the content registry nor zod", () => {
    const { files, packages } = moduleGraph("proxy.ts");
    expect(files).toContain("lib/portal/known-pages.ts");
    expect(files.filter(isRegistry)).toEqual([]);
    expect(packages.filter(isZod)).toEqual([]);
  });

  it("is walked by a graph that does see the registry and zod where they are loaded", () => {
    const { files, packages } = moduleGraph("lib/editor/kinds/index.ts");
    expect(files).toContain("lib/editor/kind.ts");
    expect(packages.filter(isZod)).not.toEqual([]);
  });
});
