import { formatSalaryRange } from "@/lib/format";

describe("formatSalaryRange", () => {
  it("formats whole dollars with an en dash", () => {
    expect(formatSalaryRange({ min: 140_000, max: 200_000, currency: "USD" })).toBe(
      "$140,000 – $200,000",
    );
  });

  it("rounds away cents", () => {
    expect(formatSalaryRange({ min: 99_999.6, max: 1_000_000, currency: "USD" })).toBe(
      "$100,000 – $1,000,000",
    );
  });
});
