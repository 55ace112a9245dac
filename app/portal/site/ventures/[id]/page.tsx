import type { Metadata } from "next";
import { EditItemPage } from "@/components/portal/editor/edit-item-page";
import { requireUser } from "@/lib/auth/current-user";
import { restoreVenture, saveVenture } from "../actions";

export const metadata: Metadata = { title: "Edit venture" };

type EditVentureProps = { params: Promise<{ id: string }> };

export default async function EditVenturePage({ params }: EditVentureProps) {
  const { id } = await params;
  await requireUser(`/portal/site/ventures/${id}`);
  return (
    <EditItemPage
      kind="ventures"
      id={id}
      noun="venture"
      back={{ href: "/portal/site/ventures", label: "All ventures" }}
      actions={{ save: saveVenture, restore: restoreVenture }}
    />
  );
}
