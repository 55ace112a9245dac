const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** Formats an ISO `YYYY-MM-DD` content date as "November 16, 2026", the same on every server. */
export function formatContentDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
