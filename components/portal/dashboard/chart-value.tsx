import type { Chart, ChartDatum } from "@/content/types";

/** Formats a chart value with the chart's unit, as the table and labels show it. */
export function formatValue(chart: Chart, value: number): string {
  return `${chart.unit.prefix ?? ""}${value.toLocaleString("en-US")}${chart.unit.suffix ?? ""}`;
}

/** The colour a datum is drawn in: its own, else the theme's phosphor. */
export function datumColor(datum: ChartDatum): string {
  return datum.color ?? "var(--color-phosphor)";
}

type ChartValueProps = { chart: Chart; value: number; className: string };

/** A value as a chart's labels show it: with the unit, in tabular figures so the digits line up. */
export function ChartValue({ chart, value, className }: ChartValueProps) {
  return <span className={`${className} tabular-nums`}>{formatValue(chart, value)}</span>;
}
