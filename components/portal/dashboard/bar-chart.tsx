import type { Chart } from "@/content/types";
import { ChartFigure } from "./chart-figure";
import { ChartValue, datumColor } from "./chart-value";

const HEIGHT = 100;
const GAP = 0.3;

type BarChartProps = { chart: Chart };

/** Vertical bars, one per datum, scaled to the largest value; labels in HTML stay legible. */
export function BarChart({ chart }: BarChartProps) {
  const max = Math.max(...chart.data.map((datum) => datum.value), 1);
  const count = chart.data.length;
  return (
    <ChartFigure chart={chart}>
      <div className="flex h-40 flex-col">
        <svg
          viewBox={`0 0 ${count} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="min-h-0 w-full flex-1 border-b border-line-strong"
        >
          {chart.data.map((datum, index) => {
            const height = (datum.value / max) * HEIGHT;
            return (
              <rect
                key={datum.label}
                x={index + GAP / 2}
                y={HEIGHT - height}
                width={1 - GAP}
                height={height}
                fill={datumColor(datum)}
                opacity={index === count - 1 ? 1 : 0.7}
              />
            );
          })}
        </svg>
        <div className="mt-1 flex text-xs text-muted">
          {chart.data.map((datum) => (
            <span key={datum.label} className="flex-1 text-center">
              {datum.label}
              <ChartValue chart={chart} value={datum.value} className="block text-bright" />
            </span>
          ))}
        </div>
      </div>
    </ChartFigure>
  );
}
