/** Above this the badge stops counting: two characters fit the badge. */
export const BADGE_MAX = 9;

/** The notification badge's text: null for none, the count up to nine, then "9+". */
export function badgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
