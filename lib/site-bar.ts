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

/** The bar's next start or end after `now`, when it is switched on and one is still ahead; else null. */
export function nextSiteBarChange(bar: BarWindow | null, now: Date): Date | null {
  if (!bar?.enabled) return null;
  const ahead = [bar.startsAt, bar.endsAt]
    .filter((time) => time !== null)
    .map((time) => new Date(time))
    .filter((time) => time > now);
  return ahead.length ? new Date(Math.min(...ahead.map(Number))) : null;
}
