import { isToolRoute } from "@/lib/portal/tool-routes";

describe("isToolRoute", () => {
  it.each([
    "/portal/site/announcements/new",
    "/portal/site/ventures/00000000-0000-4000-8000-100000000001",
    "/portal/site/careers/jobs/new",
    "/portal/preview",
    "/portal/preview/exit",
  ])("knows %s", (path) => {
    expect(isToolRoute(path)).toBe(true);
  });

  it.each([
    "/portal/site/ventures/nope",
    "/portal/site/careers/new",
    "/portal/site/ventures/new/extra",
    "/portal/previews",
    "/portal/vault",
  ])("does not know %s", (path) => {
    expect(isToolRoute(path)).toBe(false);
  });
});
