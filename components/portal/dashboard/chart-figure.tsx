import { ChevronRight } from "lucide-react";
import type { Chart } from "@/content/types";
import { formatValue } from "./chart-value";

type ChartFigureProps = { chart: Chart; children: React.ReactNode };

/**
 * A chart with its text alternatives: the summary sentence for everyone and the full figures
 * in a table behind a disclosure; the drawing itself is decoration on top.
 */
export function ChartFigure({ chart, children }: ChartFigureProps) {
  return (
    <figure className="space-y-3">
      <figcaption className="text-sm text-bright">{chart.summary}</figcaption>
      <div aria-hidden="true">{children}</div>
      <details className="group text-sm">
        <summary className="inline-flex min-h-6 cursor-pointer items-center gap-1 text-muted hover:text-phosphor">
          <ChevronRight
            aria-hidden="true"
            className="size-4 transition-transform group-open:rotate-90"
          />
          Data table
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{chart.title}, sample data</caption>
          <thead>
            <tr className="border-b border-line text-muted">
              <th scope="col" className="py-1 font-normal">
                Label
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {chart.data.map((datum) => (
              <tr key={datum.label} className="border-b border-line/60">
                <th scope="row" className="py-1 font-normal text-bright">
                  {datum.label}
                </th>
                <td className="py-1 text-right text-phosphor tabular-nums">
                  {formatValue(chart, datum.value)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
