import type { Metadata } from "next";
import { EditorForm } from "@/components/portal/editor/editor-form";
import { ToolPage } from "@/components/portal/editor/tool-page";
import { requireUser } from "@/lib/auth/current-user";
import { saveVenture } from "../actions";

export const metadata: Metadata = { title: "New venture" };

export default async function NewVenturePage() {
  await requireUser("/portal/site/ventures/new");
  return (
    <ToolPage title="New venture" back={{ href: "/portal/site/ventures", label: "All ventures" }}>
      <EditorForm
        kind="ventures"
        action={saveVenture}
        id=""
        version={0}
        values={{}}
        isPublished={false}
      />
    </ToolPage>
  );
}
