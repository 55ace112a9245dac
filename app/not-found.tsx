import { PageNotFound } from "@/components/site/page-not-found";
import { notFoundMetadata } from "@/lib/metadata";
import { SiteShell } from "@/components/site/site-shell";

export const metadata = notFoundMetadata;

// Unmatched URLs skip the (site) layout, so the page brings the public shell itself.
export default function NotFound() {
  return (
    <SiteShell>
      <PageNotFound />
    </SiteShell>
  );
}
