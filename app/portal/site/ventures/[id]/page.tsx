import type { Metadata } from "next";
import { editItemPage } from "@/components/portal/editor/edit-item-page";

export const metadata: Metadata = { title: "Edit venture" };

export default editItemPage("ventures");
