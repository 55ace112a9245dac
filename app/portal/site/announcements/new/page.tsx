import type { Metadata } from "next";
import { newItemPage } from "@/app/portal/site/new-item-page";

export const metadata: Metadata = { title: "New announcement" };

export default newItemPage("announcements", () => ({
  date: new Date().toISOString().slice(0, 10),
}));
