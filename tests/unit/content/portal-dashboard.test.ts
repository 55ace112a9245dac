import {
  sampleAllocationChart,
  sampleNotifications,
  sampleRevenueChart,
  sampleStats,
} from "@/content/portal-dashboard";

describe("the dashboard samples", () => {
  it("show the spec's four stat cards", () => {
    expect(sampleStats.map((stat) => stat.title)).toEqual([
      "Revenue",
      "Active projects",
      "Operating margin",
      "Portfolio value",
    ]);
  });

  it("chart non-negative values with unique labels", () => {
    for (const chart of [sampleRevenueChart, sampleAllocationChart]) {
      const labels = chart.data.map((datum) => datum.label);
      expect(new Set(labels).size).toBe(labels.length);
      for (const datum of chart.data) expect(datum.value).toBeGreaterThanOrEqual(0);
    }
  });

  it("keep the badge fixed at three over three sample notifications", () => {
    expect(sampleNotifications.unread).toBe(3);
    expect(sampleNotifications.items).toHaveLength(3);
  });
});
