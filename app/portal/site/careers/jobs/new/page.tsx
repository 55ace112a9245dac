import type { Metadata } from "next";
import { newItemPage } from "@/app/portal/site/new-item-page";
import { site } from "@/content/site";

export const metadata: Metadata = { title: "New job" };

export default newItemPage("jobs", () => ({ type: "Full-time", applyEmail: site.email }));
