import type { GroupRow, SlotRow } from '../groups/repository';
import { lotteryInterval } from '../lottery/day-interval';

/** A parking space is held for the whole working day of the group's slots, like a desk won in the lottery. */
export const parkingDayInterval = (day: string, group: GroupRow, slots: SlotRow[]) => lotteryInterval(day, group, slots);
