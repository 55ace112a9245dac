import { Mail } from "lucide-react";
import { BulletList } from "@/components/site/common/bullet-list";
import { buttonClasses } from "@/components/ui/button";
import type { Job } from "@/lib/editor/kinds";
import { formatSalaryRange } from "@/lib/format";
import { mailtoHref } from "@/lib/mailto";

type JobCardProps = {
  job: Job;
};

const termClass = "text-xs font-semibold tracking-widest text-muted uppercase";
const subheadingClass = "text-sm font-semibold tracking-widest text-phosphor uppercase";

export function JobCard({ job }: JobCardProps) {
  const headingId = `job-${job.slug}`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col border border-line bg-surface p-6 transition-colors hover:border-line-strong sm:p-8"
    >
      <h3 id={headingId} className="text-xl font-semibold text-phosphor">
        {job.title}
      </h3>
      <p className="mt-2 text-pretty text-dim">{job.summary}</p>
      <dl className="mt-5 grid gap-4 border-y border-line py-4 sm:grid-cols-3">
        <div>
          <dt className={termClass}>Location</dt>
          <dd className="mt-1 text-sm text-bright">{job.location}</dd>
        </div>
        <div>
          <dt className={termClass}>Type</dt>
          <dd className="mt-1 text-sm text-bright">{job.type}</dd>
        </div>
        <div>
          <dt className={termClass}>Salary per year</dt>
          <dd className="mt-1 text-sm text-bright">{formatSalaryRange(job)}</dd>
        </div>
      </dl>
      <h4 className={`mt-6 ${subheadingClass}`}>Requirements</h4>
      <BulletList items={job.requirements} className="mt-3 text-sm" />
      <h4 className={`mt-6 ${subheadingClass}`}>Responsibilities</h4>
      <BulletList items={job.responsibilities} className="mt-3 text-sm" />
      <div className="mt-auto pt-8">
        <a
          href={mailtoHref(job.applyEmail, `Application: ${job.title}`)}
          className={buttonClasses({ variant: "accent", size: "md" })}
        >
          <Mail aria-hidden="true" className="size-4" />
          Apply<span className="sr-only"> for {job.title}</span>
        </a>
      </div>
    </article>
  );
}
