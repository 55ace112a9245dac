/** @jest-environment node */
import { processTable, processWide } from "@/lib/process-table";

/** The module as another route bundle would load it: its own copy, sharing the process. */
function anotherCopy(): typeof import("@/lib/process-table") {
  let copy: typeof import("@/lib/process-table") | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<typeof import("@/lib/process-table")>("@/lib/process-table");
  });
  if (!copy) throw new Error("the module did not load");
  return copy;
}

describe("processWide", () => {
  it("makes the value once, and every copy of the module gets that one", () => {
    const init = jest.fn(() => ({ count: 0 }));
    const value = processWide("test.shared", init);
    value.count += 1;
    expect(anotherCopy().processWide("test.shared", () => ({ count: 0 }))).toBe(value);
    expect(processWide("test.shared", init).count).toBe(1);
    expect(init).toHaveBeenCalledTimes(1);
  });

  it("keeps a value set on globalThis under its key before first use", () => {
    (globalThis as Record<symbol, unknown>)[Symbol.for("silverline.test.preset")] = true;
    expect(processWide("test.preset", () => false)).toBe(true);
  });
});

describe("processTable", () => {
  it("is one table for every copy of the module, dropping the oldest past its size", () => {
    const table = processTable<number>("test.table", 2);
    const other = anotherCopy().processTable<number>("test.table", 2);
    table.set("a", 1);
    other.set("b", 2);
    table.set("c", 3);
    expect(other.get("a")).toBeUndefined();
    expect(table.get("b")).toBe(2);
    expect(other.get("c")).toBe(3);
  });
});
