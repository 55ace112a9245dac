import { describeAction, describeActor, type EventRecord } from "./describe";

// Cells a spreadsheet would run as a formula (OWASP's CSV injection list, with the tab and
// carriage return that some read as one): such a cell gets a leading apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break; never a formula. */
export function csvCell(value: string | null): string {
  if (value === null) return "";
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line of `cells`, ended by CRLF as RFC 4180 has it. */
export function csvLine(cells: readonly (string | null)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** The export's header line. */
export const ACTIVITY_CSV_HEADER = csvLine([
  "When (UTC)",
  "Who",
  "Actor id",
  "What",
  "Action",
  "Target kind",
  "Target id",
  "Target",
  "Client address",
  "Details",
]);

/** An event as one line of the export: the view's words beside the log's raw columns. */
export function activityCsvLine(event: EventRecord): string {
  const details = Object.keys(event.details).length > 0 ? JSON.stringify(event.details) : null;
  return csvLine([
    event.at.toISOString(),
    describeActor(event),
    event.actorId,
    describeAction(event),
    event.action,
    event.targetKind,
    event.targetId,
    event.targetLabel,
    event.clientAddress,
    details,
  ]);
}
