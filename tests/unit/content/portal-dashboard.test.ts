import {
  sampleAllocationChart,
  sampleNotifications,
  sampleRevenueChart,
  sampleStats,
} from "@/content/portal-dashboard";

describe("the dashboard samples", () => {
  it("give each stat card its own title", () => {
    const titles = sampleStats.map((stat) => stat.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("chart non-negative values with unique labels", () => {
    for (const chart of [sampleRevenueChart, sampleAllocationChart]) {
      const labels = chart.data.map((datum) => datum.label);
      expect(new Set(labels).size).toBe(labels.length);
      for (const datum of chart.data) expect(datum.value).toBeGreaterThanOrEqual(0);
    }
  });

  it("count no more unread notifications than they list", () => {
    expect(sampleNotifications.unread).toBeGreaterThan(0);
    expect(sampleNotifications.unread).toBeLessThanOrEqual(sampleNotifications.items.length);
  });
});
