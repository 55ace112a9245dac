import type { Metadata } from "next";
import { newItemPage } from "@/components/portal/editor/new-item-page";

export const metadata: Metadata = { title: "New venture" };

export default newItemPage("ventures");
