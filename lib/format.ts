import type { SalaryRange } from "@/content/types";

const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** Formats a yearly salary range as `$140,000 – $200,000` (en dash, whole dollars). */
export function formatSalaryRange({ min, max }: SalaryRange): string {
  return `${wholeDollars.format(min)} – ${wholeDollars.format(max)}`;
}
