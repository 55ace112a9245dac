import { FileQuestion } from "lucide-react";
import type { Metadata } from "next";
import { StatusPage } from "@/components/portal/status-page";

export const metadata: Metadata = { title: "Page not found" };

/** A portal path the sidebar tree does not list: the 404, inside the portal's shell. */
export default function PortalNotFound() {
  return (
    <StatusPage icon={FileQuestion} code="404" title="Oops! Page not found">
      No portal page lives at this address. It may be a tool that has no page yet, or a typo.
    </StatusPage>
  );
}
