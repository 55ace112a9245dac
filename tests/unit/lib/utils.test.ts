import { cn } from "@/lib/utils";

describe("cn", () => {
  it("joins the classes that are set and skips the rest", () => {
    expect(cn("a", false, "b", undefined, null, "", "c")).toBe("a b c");
  });
});
