import { notFound } from "next/navigation";
import { RouteModal } from "@/components/site/common/route-modal";
import { VentureReport } from "@/components/site/home/venture-report";
import { getVenture, getVentures } from "@/lib/db/site-content";

type VentureModalProps = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await getVentures()).map(({ slug }) => ({ slug }));
}

export default async function VentureModal({ params }: VentureModalProps) {
  const venture = await getVenture((await params).slug);
  if (!venture) notFound();
  return (
    <RouteModal title={venture.title}>
      <VentureReport venture={venture} />
    </RouteModal>
  );
}
