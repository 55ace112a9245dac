import { firstParam } from "@/lib/search-params";

describe("firstParam", () => {
  it("takes the first of repeated values, the value itself, or nothing", () => {
    expect(firstParam(["a", "b"])).toBe("a");
    expect(firstParam("a")).toBe("a");
    expect(firstParam([])).toBeUndefined();
    expect(firstParam(undefined)).toBeUndefined();
  });
});
