import { isToolRoute } from "@/lib/portal/tool-routes";

describe("isToolRoute", () => {
  it.each([
    ["/portal/site/announcements/new", true],
    ["/portal/site/ventures/00000000-0000-4000-8000-100000000001", true],
    ["/portal/site/careers/jobs/new", true],
    ["/portal/site/force-banner", true],
    ["/portal/preview", true],
    ["/portal/preview/exit", true],
    ["/portal/site/ventures/nope", false],
    ["/portal/site/ventures/00000000-0000-4000-8000-100000000001/x", false],
    ["/portal/site/ventures/", false],
    ["/portal/site/careers/new", false],
    ["/portal/site/ventures/new/extra", false],
    ["/portal/previews", false],
    ["/portal/vault", false],
    ["/portal/account", true],
    ["/portal/account/x", false],
  ])("%s: %p", (path, isKnown) => {
    expect(isToolRoute(path)).toBe(isKnown);
  });
});
