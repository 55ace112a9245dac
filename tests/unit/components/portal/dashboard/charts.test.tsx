import { render, screen, within } from "@testing-library/react";
import { BarChart } from "@/components/portal/dashboard/bar-chart";
import { ShareChart } from "@/components/portal/dashboard/share-chart";
import type { Chart } from "@/content/types";

const chart = {
  title: "Sample split",
  summary: "Alpha leads Beta.",
  unit: { prefix: "$", suffix: "k" },
  data: [
    { label: "Alpha", value: 1250, color: "var(--color-warn)" },
    { label: "Beta", value: 40 },
  ],
} satisfies Chart;

describe.each([
  ["BarChart", BarChart],
  ["ShareChart", ShareChart],
])("%s", (_, ChartComponent) => {
  it("labels each datum with its value in the chart's unit, as the data table does", () => {
    const { container } = render(<ChartComponent chart={chart} />);
    expect(screen.getByText("Alpha leads Beta.")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Sample split, sample data" });
    expect(within(table).getByRole("row", { name: "Alpha $1,250k" })).toBeInTheDocument();
    const drawing = container.querySelector("[aria-hidden='true']") as HTMLElement;
    expect(within(drawing).getByText("$1,250k")).toHaveClass("tabular-nums");
    expect(within(drawing).getByText("$40k")).toHaveClass("tabular-nums");
  });

  it("draws a datum in its own colour, else in phosphor", () => {
    const { container } = render(<ChartComponent chart={chart} />);
    const fills = [...container.querySelectorAll("rect")].map((rect) => rect.getAttribute("fill"));
    expect(fills).toEqual(["var(--color-warn)", "var(--color-phosphor)"]);
  });
});
