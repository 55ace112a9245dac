import type { Metadata } from "next";
import { DashboardSamples } from "@/components/portal/dashboard/dashboard-samples";
import { ExamplesToggle } from "@/components/portal/examples-toggle";
import { requireRole } from "@/lib/auth/current-user";

// The portal layout's "%s · Portal" names the pages below it, not this one in its own segment.
export const metadata: Metadata = { title: { absolute: "Dashboard · Portal" } };

export default async function DashboardPage() {
  await requireRole("viewer", "/portal");
  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="mb-1 text-2xl font-bold text-phosphor">
        <span aria-hidden="true" className="text-muted">
          ~/portal${" "}
        </span>
        Dashboard
      </h1>
      <p className="mb-6 text-sm text-muted">An overview of the portfolio, once configured.</p>
      <ExamplesToggle>
        <DashboardSamples />
      </ExamplesToggle>
    </div>
  );
}
