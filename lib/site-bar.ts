/** The bar's switch and window, with times as Dates or ISO strings (as the page cache keeps them). */
export type BarWindow = {
  enabled: boolean;
  startsAt: Date | string | null;
  endsAt: Date | string | null;
};

/** Whether the bar shows at `now`: switched on, and inside its optional start and end. */
export function isSiteBarShowing(bar: BarWindow | null, now: Date): boolean {
  if (!bar?.enabled) return false;
  if (bar.startsAt && now < new Date(bar.startsAt)) return false;
  return !(bar.endsAt && now >= new Date(bar.endsAt));
}
