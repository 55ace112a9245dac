import type { FlatNavLink } from "@/lib/portal/nav";
import { SEARCH_LIMIT, searchPages } from "@/lib/portal/search";

const page = (name: string): FlatNavLink => ({
  name,
  path: `/portal/${name.toLowerCase().replace(/\W+/g, "-")}`,
  icon: "Link",
  trail: [],
});
const pages = [
  "Manage User Accounts",
  "Add User",
  "User Guide",
  "Users",
  "Superuser",
  "Calendar",
].map(page);
const names = (query: string, limit?: number) =>
  searchPages(pages, query, limit).map((match) => match.name);

describe("page search", () => {
  it("shows at most three matches", () => {
    expect(SEARCH_LIMIT).toBe(3);
    expect(names("user")).toHaveLength(3);
    expect(names("e")).toHaveLength(3);
  });

  it("ranks the earliest match first, then the shorter name", () => {
    expect(names("user")).toEqual(["Users", "User Guide", "Add User"]);
    expect(names("user", 10)).toEqual([
      "Users",
      "User Guide",
      "Add User",
      "Superuser",
      "Manage User Accounts",
    ]);
  });

  it("ignores case and surrounding spaces", () => {
    expect(names("  CALEN ")).toEqual(["Calendar"]);
  });

  it("matches nothing for an empty query or an unknown word", () => {
    expect(names("")).toEqual([]);
    expect(names("   ")).toEqual([]);
    expect(names("zebra")).toEqual([]);
  });
});
