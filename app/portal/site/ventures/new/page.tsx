import type { Metadata } from "next";
import { newItemPage } from "@/app/portal/site/new-item-page";

export const metadata: Metadata = { title: "New venture" };

export default newItemPage("ventures");
