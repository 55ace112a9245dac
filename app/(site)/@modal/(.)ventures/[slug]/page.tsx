import { notFound } from "next/navigation";
import { RouteModal } from "@/components/site/common/route-modal";
import { VentureReport } from "@/components/site/home/venture-report";
import { getVenture } from "@/lib/db/site-content";

type VentureModalProps = { params: Promise<{ slug: string }> };

// Per request, as the page it opens over: an unknown slug must leave no ISR entry behind.
export const dynamic = "force-dynamic";

export default async function VentureModal({ params }: VentureModalProps) {
  const venture = await getVenture((await params).slug);
  if (!venture) notFound();
  return (
    <RouteModal title={venture.title}>
      <VentureReport venture={venture} />
    </RouteModal>
  );
}
