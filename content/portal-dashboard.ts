import type { ActivityEntry, Chart, PortalNotification, StatCard, SystemStatus } from "./types";

/**
 * Sample figures for the dashboard's examples: all of them hard-coded sample data.
 * None of it is real; the dashboard labels it as samples wherever it shows.
 */
export const sampleStats = [
  {
    title: "Revenue",
    value: "$2.48M",
    change: { value: "+12.4%", type: "increase", period: "vs last quarter" },
    description: "Combined revenue of the portfolio, trailing quarter.",
  },
  {
    title: "Active projects",
    value: "14",
    change: { value: "+2", type: "increase", period: "since last month" },
    description: "Projects with a team and a budget this month.",
  },
  {
    title: "Operating margin",
    value: "18.6%",
    change: { value: "-1.2 pts", type: "decrease", period: "vs last quarter" },
    description: "Operating income over revenue, portfolio-wide.",
  },
  {
    title: "Portfolio value",
    value: "$42.0M",
    change: { value: "0.0%", type: "neutral", period: "since last valuation" },
    description: "Latest valuation of all holdings, marked at cost.",
  },
] satisfies StatCard[];

export const sampleRevenueChart = {
  title: "Monthly revenue",
  summary: "Revenue grew from $380k in June to $468k in November, dipping once in August.",
  unit: { prefix: "$", suffix: "k" },
  data: [
    { label: "Jun", value: 380 },
    { label: "Jul", value: 402 },
    { label: "Aug", value: 395 },
    { label: "Sep", value: 431 },
    { label: "Oct", value: 447 },
    { label: "Nov", value: 468 },
  ],
} satisfies Chart;

export const sampleAllocationChart = {
  title: "Portfolio allocation",
  summary: "Software holds the largest share of the portfolio at 46%, services the smallest at 9%.",
  unit: { suffix: "%" },
  data: [
    { label: "Software", value: 46, color: "var(--color-phosphor)" },
    { label: "Fintech", value: 27, color: "var(--color-dim)" },
    { label: "Media", value: 18, color: "var(--color-warn)" },
    { label: "Services", value: 9, color: "var(--color-muted)" },
  ],
} satisfies Chart;

export const sampleSystemStatus = [
  { name: "Public website", state: "operational", detail: "All pages serving" },
  { name: "Auth service", state: "operational", detail: "Sign-ins normal" },
  { name: "Portal API", state: "degraded", detail: "Elevated latency" },
  { name: "Mail relay", state: "operational", detail: "Queue empty" },
] satisfies SystemStatus[];

export const sampleActivity = [
  { text: "Published the Q3 portfolio letter", who: "M. Reyes", when: "12 min ago" },
  { text: "Closed the seed round for Ledgerline", who: "A. Okafor", when: "1 h ago" },
  { text: "Rotated the API keys of the staging servers", who: "J. Lindqvist", when: "3 h ago" },
  { text: "Added two openings to the careers page", who: "S. Patel", when: "Yesterday" },
  { text: "Archived the default dashboard configuration", who: "System", when: "2 days ago" },
] satisfies ActivityEntry[];

/** The header's notifications: three samples, and a badge fixed at 3 until real ones exist. */
export const sampleNotifications = {
  unread: 3,
  items: [
    {
      id: "welcome",
      title: "Welcome to the portal",
      body: "Most tools are on their way; pages marked Coming Soon are next in line.",
      when: "Just now",
    },
    {
      id: "maintenance",
      title: "Scheduled maintenance",
      body: "The Portal API restarts Sunday at 02:00 Central; expect a minute of downtime.",
      when: "2 h ago",
    },
    {
      id: "dashboard",
      title: "Dashboard awaiting customization",
      body: "The default configuration is archived. Use Show Examples to preview the samples.",
      when: "Yesterday",
    },
  ],
} satisfies { unread: number; items: PortalNotification[] };
