import { Notice } from "@/components/ui/notice";

/** What a tool shows instead of its forms while the content database does not answer. */
export function UnavailableNotice() {
  return (
    <Notice role="alert" tone="warn" className="px-4 py-3 text-sm">
      Saving is unavailable: the content database is not answering. The public site keeps showing
      what was last published; try again later.
    </Notice>
  );
}
