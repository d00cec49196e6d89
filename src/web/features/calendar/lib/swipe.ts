import { SWIPE_MAX_MS, SWIPE_MAX_Y_PX, SWIPE_MIN_X_PX } from '../../../../contract/limits';

export interface SwipeSample {
  dx: number;
  dy: number;
  ms: number;
}

/**
 * A horizontal swipe (spec §9): faster than 300 ms, at least 60 px sideways, at most 80 px up or down.
 * Swiping left shows the next month, swiping right the previous one.
 */
export function detectSwipe({ dx, dy, ms }: SwipeSample): 'next' | 'previous' | null {
  if (!(ms < SWIPE_MAX_MS) || Math.abs(dy) > SWIPE_MAX_Y_PX || Math.abs(dx) < SWIPE_MIN_X_PX) return null;
  return dx < 0 ? 'next' : 'previous';
}
