import { contentKinds } from "@/lib/editor/kinds";
import { itemPath, newItemPath } from "@/lib/editor/paths";
import { contentLists } from "@/lib/editor/tools";
import { isKnownPortalPage } from "@/lib/portal/known-pages";

const ID = "00000000-0000-4000-8000-100000000001";

describe("isKnownPortalPage", () => {
  it.each([
    ["/portal", true],
    ["/portal/site/ventures", true],
    ["/portal/vault", true],
    ["/portal/manage-users", true],
    ["/portal/site/announcements/new", true],
    [`/portal/site/ventures/${ID}`, true],
    ["/portal/site/careers/jobs/new", true],
    ["/portal/site/force-banner", true],
    ["/portal/preview", true],
    ["/portal/preview/exit", true],
    ["/portal/site/ventures/nope", false],
    [`/portal/site/ventures/${ID}/x`, false],
    ["/portal/site/ventures/", false],
    ["/portal/site/careers/new", false],
    ["/portal/site/ventures/new/extra", false],
    ["/portal/previews", false],
    ["/portal/vaults", false],
    ["/portal/account", true],
    ["/portal/account/x", false],
    ["/portal/site/contact-requests", true],
    ["/portal/site/contact-requests/12", true],
    ["/portal/site/contact-requests/export", true],
    ["/portal/site/contact-requests/012", false],
    ["/portal/site/contact-requests/12/x", false],
    ["/portal/site/contact-requests/new", false],
  ])("%s: %p", (path, isKnown) => {
    expect(isKnownPortalPage(path)).toBe(isKnown);
  });

  it("knows the item pages of exactly the registry's list kinds", () => {
    const lists = Object.values(contentKinds).flatMap((kind) => (kind.list ? [kind] : []));
    expect(lists.map((kind) => kind.list.path).sort()).toEqual([...contentLists].sort());
    for (const kind of lists) {
      expect(isKnownPortalPage(kind.tool.path)).toBe(true);
      expect(isKnownPortalPage(newItemPath(kind))).toBe(true);
      expect(isKnownPortalPage(itemPath(kind, ID))).toBe(true);
    }
  });
});
