import { PageNotFound } from "@/components/site/shell/page-not-found";
import { notFoundMetadata } from "@/lib/metadata";

export const metadata = notFoundMetadata;

// Inside the (site) layout the shell is already there: the root 404 would nest a second one.
export default function SiteNotFound() {
  return <PageNotFound />;
}
