import { defineKind, fields, objectOf } from "../kind";
import { contentTools } from "../tools";

export const JOB_TYPES = ["Full-time", "Part-time", "Contract"] as const;

const jobFields = [
  fields.text("title", "Title", 120),
  fields.slug("/careers#job-<slug>"),
  fields.text("location", "Location", 120),
  fields.choice("type", "Type", JOB_TYPES),
  fields.amount("salaryMin", "Minimum salary (USD)"),
  fields.amount("salaryMax", "Maximum salary (USD)"),
  fields.textarea("summary", "Summary", 500),
  fields.lines("requirements", "Requirements", "requirement"),
  fields.lines("responsibilities", "Responsibilities", "responsibility"),
  fields.email("applyEmail", "Apply address"),
] as const;

/** The open positions on the careers page, in their order. */
export const jobs = defineKind({
  kind: "jobs",
  noun: "job",
  tool: contentTools.careers,
  list: { path: `${contentTools.careers.path}/jobs`, ordered: true },
  tags: ["careers"],
  publicPath: () => "/careers",
  order: [["slug", "asc"]],
  fields: jobFields,
  schema: objectOf(jobFields).refine((job) => job.salaryMin <= job.salaryMax, {
    path: ["salaryMax"],
    message: "At least the minimum salary.",
  }),
});
