import {
  examplesReducer,
  HIDE_MS,
  isRevealed,
  REVEAL_MS,
  transitionMs,
  type ExamplesEvent,
  type ExamplesState,
} from "@/lib/portal/examples";

const run = (events: ExamplesEvent[], from: ExamplesState = "hidden") =>
  events.reduce(examplesReducer, from);

describe("the dashboard examples", () => {
  it("go hidden, revealing, shown, hiding and back to hidden", () => {
    expect(run(["show"])).toBe("revealing");
    expect(run(["show", "settled"])).toBe("shown");
    expect(run(["show", "settled", "hide"])).toBe("hiding");
    expect(run(["show", "settled", "hide", "settled"])).toBe("hidden");
  });

  it("turn around mid-transition", () => {
    expect(run(["show", "hide"])).toBe("hiding");
    expect(run(["hide", "show"], "shown")).toBe("revealing");
  });

  it("ignore events that do not apply", () => {
    expect(run(["hide"])).toBe("hidden");
    expect(run(["settled"])).toBe("hidden");
    expect(run(["show"], "shown")).toBe("shown");
    expect(run(["settled"], "shown")).toBe("shown");
  });

  it("reveal in 500 ms and hide in 300 ms", () => {
    expect(REVEAL_MS).toBe(500);
    expect(HIDE_MS).toBe(300);
    expect(transitionMs("revealing")).toBe(500);
    expect(transitionMs("hiding")).toBe(300);
    expect(transitionMs("hidden")).toBeNull();
    expect(transitionMs("shown")).toBeNull();
  });

  it("count as revealed while revealing and shown", () => {
    expect((["hidden", "revealing", "shown", "hiding"] as const).map(isRevealed)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});
