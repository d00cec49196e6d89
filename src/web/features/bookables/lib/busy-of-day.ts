import type { BusyInterval } from '../../../../contract/rooms';
import { minuteOfDay, wallClock, type LocalDay } from '../../../../domain/time/local-day';

interface BusyInstant {
  start_at: string;
  end_at: string;
  mine: boolean;
}

/**
 * A bookable's busy instants as wall-clock minutes of one day in the group's zone (what the room timeline draws):
 * a booking that began the day before starts at 00:00, one that goes on past midnight ends at 24:00.
 */
export function busyOfDay(busy: readonly BusyInstant[], day: LocalDay, timeZone: string): BusyInterval[] {
  const dayStart = wallClock(day, 0, timeZone).getTime();
  const dayEnd = wallClock(day, 1440, timeZone).getTime();
  return busy.flatMap((b) => {
    const start = new Date(b.start_at);
    const end = new Date(b.end_at);
    if (end.getTime() <= dayStart || start.getTime() >= dayEnd) return [];
    return [
      {
        start_minute: start.getTime() <= dayStart ? 0 : minuteOfDay(start, day, timeZone),
        end_minute: end.getTime() >= dayEnd ? 1440 : minuteOfDay(end, day, timeZone),
        mine: b.mine,
      },
    ];
  });
}
