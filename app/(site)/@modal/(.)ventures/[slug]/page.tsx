import { notFound } from "next/navigation";
import { RouteModal } from "@/components/site/common/route-modal";
import { VentureReport } from "@/components/site/home/venture-report";
import { ventures } from "@/content/ventures";
import { getVenture } from "@/lib/content";

type VentureModalProps = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return ventures.map(({ slug }) => ({ slug }));
}

export default async function VentureModal({ params }: VentureModalProps) {
  const venture = getVenture((await params).slug);
  if (!venture) notFound();
  return (
    <RouteModal title={venture.title}>
      <VentureReport venture={venture} />
    </RouteModal>
  );
}
