import type { Point } from "@/content/types";

type PointGridProps = {
  points: Point[];
};

/** Numbered cards for a short list of titled points (values, domains). */
export function PointGrid({ points }: PointGridProps) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2">
      {points.map((point, index) => (
        <li
          key={point.title}
          className="border border-line bg-surface p-6 transition-colors hover:border-line-strong"
        >
          <p aria-hidden="true" className="text-sm text-muted">
            {String(index + 1).padStart(2, "0")}
          </p>
          <h3 className="mt-2 text-lg font-semibold text-phosphor">{point.title}</h3>
          <p className="mt-2 text-pretty text-dim">{point.body}</p>
        </li>
      ))}
    </ol>
  );
}
