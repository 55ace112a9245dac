import { ShieldX } from "lucide-react";
import type { Metadata } from "next";
import { StatusPage } from "@/components/portal/status-page";

export const metadata: Metadata = { title: "Not allowed" };

/** A portal page or action the user's role does not open: the 403, inside the portal's shell. */
export default function PortalForbidden() {
  return (
    <StatusPage icon={ShieldX} code="403" title="Not for your role">
      Your account&apos;s role does not open this page. An admin can change your role.
    </StatusPage>
  );
}
