import type { NextRequest } from "next/server";
import { inboxQueryOf } from "@/lib/contact/inbox";
import { CONTACT_CSV_HEADER, contactCsvLine } from "@/lib/contact/csv";
import { exportContactMessages, type ContactMessageRow } from "@/lib/db/contact-messages";
import { requireTool } from "@/lib/portal/require-tool";
import { portalTools } from "@/lib/portal/tools";

/**
 * The inbox's messages as a CSV file, with the inbox's search and status (the newest that match,
 * up to the export's limit), streamed batch by batch, formula cells defused. Anyone the tool
 * opens to (viewers read the inbox too): no session is a redirect to sign in.
 */
export async function GET(request: NextRequest) {
  await requireTool(portalTools.contactRequests);
  const search = request.nextUrl.searchParams;
  const { query, status } = inboxQueryOf({
    q: search.get("q") ?? undefined,
    status: search.get("status") ?? undefined,
  });
  const encoder = new TextEncoder();
  const batches = exportContactMessages({ query, status });
  let first: IteratorResult<ContactMessageRow[]>;
  try {
    first = await batches.next();
  } catch {
    return new Response("Not exported: the database is not answering. Try again later.\n", {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      },
    });
  }
  const lines = (rows: ContactMessageRow[]) => encoder.encode(rows.map(contactCsvLine).join(""));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CONTACT_CSV_HEADER));
      if (first.done) controller.close();
      else controller.enqueue(lines(first.value));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) return controller.close();
        controller.enqueue(lines(next.value));
      } catch (error) {
        controller.error(error);
      }
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="contact-messages-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
