import { formatSalaryRange } from "@/lib/format";

describe("formatSalaryRange", () => {
  it("formats whole dollars with an en dash", () => {
    expect(formatSalaryRange({ salaryMin: 140_000, salaryMax: 200_000 })).toBe(
      "$140,000 – $200,000",
    );
  });

  it("rounds away cents", () => {
    expect(formatSalaryRange({ salaryMin: 99_999.6, salaryMax: 1_000_000 })).toBe(
      "$100,000 – $1,000,000",
    );
  });
});
