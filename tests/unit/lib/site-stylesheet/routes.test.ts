/** @jest-environment node */
import path from "node:path";
import { matchRoute } from "@/lib/site-stylesheet/match";
import { importClosure, routePages } from "@/lib/site-stylesheet/routes";

const root = process.cwd();
const app = path.join(root, "app");
const inApp = (file: string) => path.join(app, file);

describe("matchRoute", () => {
  const patterns = [
    "/",
    "/about",
    "/ventures/[slug]",
    "/login/[step]",
    "/login/forgot",
    "/portal/[...slug]",
    "*",
  ];

  it("names the pattern of a static page, before any dynamic one that fits too", () => {
    expect(matchRoute(patterns, "/")).toBe("/");
    expect(matchRoute(patterns, "/about")).toBe("/about");
    expect(matchRoute(patterns, "/login/forgot")).toBe("/login/forgot");
  });

  it("fills a dynamic segment and a catch-all", () => {
    expect(matchRoute(patterns, "/ventures/ledgerline")).toBe("/ventures/[slug]");
    expect(matchRoute(patterns, "/login/two-step")).toBe("/login/[step]");
    expect(matchRoute(patterns, "/portal/site/ventures")).toBe("/portal/[...slug]");
  });

  it("names none for an address no page answers", () => {
    expect(matchRoute(patterns, "/ventures")).toBeUndefined();
    expect(matchRoute(patterns, "/about/more")).toBeUndefined();
    expect(matchRoute(patterns, "/portal")).toBeUndefined();
  });
});

describe("routePages", () => {
  const pages = routePages(app);
  const page = (pattern: string) => pages.find((each) => each.pattern === pattern);

  it("lists every page a URL loads, without route groups, slots or private folders", () => {
    const patterns = pages.map((each) => each.pattern);
    expect(patterns).toEqual(
      expect.arrayContaining([
        "/",
        "/about",
        "/careers",
        "/ventures/[slug]",
        "/login",
        "/auth/set-password",
        "/portal",
        "*",
      ]),
    );
    expect(patterns.filter((pattern) => /[(@]|\/_/.test(pattern))).toEqual([]);
  });

  it("gives a page the frames a first load renders around it", () => {
    expect(page("/careers")?.files).toEqual([
      inApp("layout.tsx"),
      inApp("not-found.tsx"),
      inApp("(site)/layout.tsx"),
      inApp("(site)/not-found.tsx"),
      inApp("(site)/@modal/default.tsx"),
      inApp("(site)/careers/page.tsx"),
    ]);
    expect(page("*")?.files).toEqual([inApp("layout.tsx"), inApp("not-found.tsx")]);
  });
});

describe("importClosure", () => {
  it("follows a page's imports through the project, and sees a stylesheet it imports", () => {
    const careers = importClosure(
      root,
      routePages(app).find((p) => p.pattern === "/careers")!.files,
    );
    expect(careers.files).toContain(path.join(root, "components/site/careers/job-card.tsx"));
    expect(careers.files).toContain(path.join(root, "components/ui/button.tsx"));
    expect(careers.importsCss).toBe(false);
    const portal = importClosure(root, routePages(app).find((p) => p.pattern === "/portal")!.files);
    expect(portal.importsCss).toBe(true);
  });
});
