import type { DeskRequest } from '../../../contract/lottery';
import { lotteryCutoff } from '../../../domain/lottery/cutoff';
import type { LocalDay } from '../../../domain/time/local-day';

export const MINUTES_PER_DAY = 1440;
/** The cutoff's minute choices (every 5 minutes). */
export const CUTOFF_MINUTE_STEPS: readonly number[] = Array.from({ length: 12 }, (_, i) => i * 5);
/** Hours 0–24 (24:00 = midnight at the end of the day before). */
export const CUTOFF_HOURS: readonly number[] = Array.from({ length: 25 }, (_, i) => i);

/** Minutes of the day → hour and minute (1440 → 24:00). */
export function minutesToTime(minutes: number): { hour: number; minute: number } {
  const m = Math.min(MINUTES_PER_DAY, Math.max(0, Math.round(minutes)));
  return { hour: Math.floor(m / 60), minute: m % 60 };
}

/** Hour and minute → minutes of the day, never beyond 24:00. */
export function timeToMinutes(hour: number, minute: number): number {
  return Math.min(MINUTES_PER_DAY, Math.max(0, hour * 60 + minute));
}

/** The minute select's options: the 5-minute steps plus the stored value when it is between steps. */
export function minuteOptions(current: number): number[] {
  return [...new Set([...CUTOFF_MINUTE_STEPS, current])].sort((a, b) => a - b);
}

/** What a request's badge says: the booking's state once won, else the request's. */
export type RequestBadge = 'waiting' | 'lost' | 'reserved' | 'booked' | 'released' | 'withdrawn';

/**
 * waiting → 'Wartet auf Bestätigung', lost → 'Abgelehnt', won → 'Reserviert' (held until check-in) or 'Gebucht'
 * (checked in); a won desk whose booking was cancelled or released afterwards → 'Storniert'.
 */
export function requestBadge(request: Pick<DeskRequest, 'status' | 'booking_status' | 'reason'>): RequestBadge {
  const { status, booking_status: bookingStatus, reason } = request;
  // A won desk that was cancelled or released afterwards: the server ends the request with that reason.
  if (status === 'withdrawn' && (reason === 'cancelled' || reason === 'released')) return 'released';
  if (status !== 'won') return status;
  if (bookingStatus === 'booked') return 'booked';
  if (bookingStatus === 'cancelled' || bookingStatus === 'released') return 'released';
  return 'reserved';
}

/** A waiting request can be withdrawn; a lost one leaves the waiting list. */
export function withdrawKind(status: DeskRequest['status']): 'withdraw' | 'leave' | null {
  return status === 'waiting' ? 'withdraw' : status === 'lost' ? 'leave' : null;
}

/** The days whose draw is still ahead (requests still collected) at `now`. */
export function daysBeforeCutoff(days: readonly LocalDay[], cutoffMinute: number, timeZone: string, now: Date): LocalDay[] {
  return days.filter((day) => now < lotteryCutoff(day, cutoffMinute, timeZone));
}
