import { csvLine } from "@/lib/activity/csv";
import type { ContactMessageRow } from "@/lib/db/contact-messages";

/** The inbox export's header line. */
export const CONTACT_CSV_HEADER = csvLine([
  "Received (UTC)",
  "Name",
  "E-mail",
  "Subject",
  "Message",
  "Status",
  "Visitor address",
  "Notification",
]);

/** A message as one line of the export: every cell quoted as needed and formula cells defused. */
export function contactCsvLine(row: ContactMessageRow): string {
  return csvLine([
    row.receivedAt.toISOString(),
    row.name,
    row.email,
    row.subject,
    row.message,
    row.status,
    row.clientAddress,
    row.notification,
  ]);
}
