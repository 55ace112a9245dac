import type { Metadata } from "next";
import { editItemPage } from "@/app/portal/site/edit-item-page";

export const metadata: Metadata = { title: "Edit job" };

export default editItemPage("jobs");
