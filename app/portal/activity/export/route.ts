import type { NextRequest } from "next/server";
import { ACTIVITY_CSV_HEADER, activityCsvLine } from "@/lib/activity/csv";
import { parseActivityQuery, type ActivityQueryErrors } from "@/lib/activity/query";
import { exportActivity, type ActivityRow } from "@/lib/db/activity";
import { getDatabase } from "@/lib/db/client";
import { requireTool } from "@/lib/portal/require-tool";
import { portalTools } from "@/lib/portal/tools";

const FIELD_NAMES = [
  ["person", "Person"],
  ["kind", "Kind of event"],
  ["from", "From"],
  ["to", "To"],
  ["page", "Page"],
] as const satisfies readonly (readonly [keyof ActivityQueryErrors, string])[];

function plain(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

const linesOf = (rows: ActivityRow[]) => rows.map(activityCsvLine).join("");

/**
 * The Activity view's events as a CSV file, with the view's filters (the newest
 * `ACTIVITY_EXPORT_MAX_ROWS` that match), streamed batch by batch. Admins only: no session is a
 * redirect to sign in, another role a 403; malformed filters a 400 saying which.
 */
export async function GET(request: NextRequest) {
  await requireTool(portalTools.activity);
  const search = request.nextUrl.searchParams;
  const query = parseActivityQuery(
    Object.fromEntries([...new Set(search.keys())].map((key) => [key, search.getAll(key)])),
  );
  if (!query.filters) {
    const { errors } = query;
    const reasons = FIELD_NAMES.flatMap(([field, name]) =>
      errors[field] ? [`${name}: ${errors[field]}`] : [],
    );
    return plain(400, `Not exported: ${reasons.join(" ")}`);
  }

  let batches: AsyncGenerator<ActivityRow[]>;
  let first: IteratorResult<ActivityRow[]>;
  try {
    batches = exportActivity(getDatabase(), query.filters);
    first = await batches.next();
  } catch (error) {
    console.error("Activity log: could not export the events:", error);
    return plain(503, "Not exported: the database is not answering. Try again later.");
  }

  const encoder = new TextEncoder();
  // The byte order mark makes spreadsheet programs read the file as UTF-8.
  const opening = `\uFEFF${ACTIVITY_CSV_HEADER}${first.done ? "" : linesOf(first.value)}`;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(opening));
      if (first.done) controller.close();
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(linesOf(next.value)));
      } catch (error) {
        console.error("Activity log: the export stopped:", error);
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="activity-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
