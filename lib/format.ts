import type { Job } from "@/lib/editor/kinds";

const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** Formats a job's yearly salary range as `$140,000 – $200,000` (en dash, whole dollars). */
export function formatSalaryRange({ salaryMin, salaryMax }: Pick<Job, "salaryMin" | "salaryMax">) {
  return `${wholeDollars.format(salaryMin)} – ${wholeDollars.format(salaryMax)}`;
}
