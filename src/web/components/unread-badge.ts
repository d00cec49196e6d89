/** Above this the badge says '99+'. */
export const BADGE_MAX = 99;

/** What a tab's badge shows for a count: nothing at 0, the number, or '99+'. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}
