import type { Chart } from "@/content/types";
import { ChartFigure } from "./chart-figure";
import { ChartValue, datumColor } from "./chart-value";

type ShareChartProps = { chart: Chart };

/** Parts of a whole as one stacked bar, with a legend of the parts. */
export function ShareChart({ chart }: ShareChartProps) {
  const total = chart.data.reduce((sum, datum) => sum + datum.value, 0) || 1;
  const widths = chart.data.map((datum) => (datum.value / total) * 100);
  const starts = widths.map((_, index) => widths.slice(0, index).reduce((a, b) => a + b, 0));
  return (
    <ChartFigure chart={chart}>
      <svg viewBox="0 0 100 8" preserveAspectRatio="none" className="h-6 w-full">
        {chart.data.map((datum, index) => (
          <rect
            key={datum.label}
            x={starts[index]}
            y={0}
            width={widths[index]}
            height={8}
            fill={datumColor(datum)}
            stroke="var(--color-bg)"
            strokeWidth={0.4}
          />
        ))}
      </svg>
      <ul className="mt-3 grid grid-cols-2 gap-2 text-xs">
        {chart.data.map((datum) => (
          <li key={datum.label} className="flex items-center gap-2 text-bright">
            <span className="size-3 shrink-0" style={{ background: datumColor(datum) }} />
            {datum.label}
            <ChartValue chart={chart} value={datum.value} className="ml-auto text-muted" />
          </li>
        ))}
      </ul>
    </ChartFigure>
  );
}
