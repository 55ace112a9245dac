"use client";

import {
  sampleActivity,
  sampleAllocationChart,
  sampleRevenueChart,
  sampleStats,
  sampleSystemStatus,
} from "@/content/portal-dashboard";
import { BarChart } from "./bar-chart";
import { RecentActivity } from "./recent-activity";
import { SamplePanel } from "./sample-panel";
import { ShareChart } from "./share-chart";
import { StatCard } from "./stat-card";
import { SystemStatus } from "./system-status";

/**
 * Everything the examples show: stat cards, charts, system status and recent activity. Fixed
 * sample data, so a client component: the markup comes from a cached script, and each dashboard
 * request no longer renders and sends it twice (as RSC payload and as HTML).
 */
export function DashboardSamples() {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {sampleStats.map((stat) => (
          <StatCard key={stat.title} stat={stat} />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <SamplePanel title={sampleRevenueChart.title}>
          <BarChart chart={sampleRevenueChart} />
        </SamplePanel>
        <SamplePanel title={sampleAllocationChart.title}>
          <ShareChart chart={sampleAllocationChart} />
        </SamplePanel>
        <SamplePanel title="System status">
          <SystemStatus systems={sampleSystemStatus} />
        </SamplePanel>
        <SamplePanel title="Recent activity">
          <RecentActivity entries={sampleActivity} />
        </SamplePanel>
      </div>
    </div>
  );
}
