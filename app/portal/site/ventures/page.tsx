import type { Metadata } from "next";
import { contentKinds } from "@/lib/editor/kinds";
import { listToolPage } from "../list-tool-page";

const { ventures } = contentKinds;

export const metadata: Metadata = { title: ventures.tool.title };

export default listToolPage("ventures", {
  label: "Ventures, in their order on the home page",
  detail: (venture) => ventures.publicPath(venture),
});
