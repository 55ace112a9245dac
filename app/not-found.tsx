import { PageNotFound } from "@/components/site/shell/page-not-found";
import { SiteShell } from "@/components/site/shell/site-shell";
import { notFoundMetadata } from "@/lib/metadata";

export const metadata = notFoundMetadata;

// Unmatched URLs skip the (site) layout, so the page brings the public shell itself.
export default function NotFound() {
  return (
    <SiteShell>
      <PageNotFound />
    </SiteShell>
  );
}
