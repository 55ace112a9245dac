import { badgeLabel } from "@/lib/portal/badge";

describe("the notification badge", () => {
  it.each([
    [0, null],
    [3, "3"],
    [9, "9"],
    [10, "9+"],
    [99, "9+"],
  ])("shows %p as %p", (count, label) => {
    expect(badgeLabel(count)).toBe(label);
  });
});
