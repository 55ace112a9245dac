import type { Metadata } from "next";
import { contentKinds } from "@/lib/editor/kinds";
import { listToolPage } from "../list-tool-page";

export const metadata: Metadata = { title: contentKinds.announcements.tool.title };

// Newest first, as the public list shows them.
export default listToolPage("announcements", {
  label: "Announcements",
  detail: (announcement) => announcement.date,
  compare: (a, b) => b.date.localeCompare(a.date),
});
