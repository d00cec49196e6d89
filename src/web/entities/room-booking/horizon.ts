import { addDays, type LocalDay } from '../../../domain/time/local-day';

/** The last day a room can be booked: the group's horizon (ego's max_advance_days), as the API checks it. */
export const lastRoomDay = (today: LocalDay, maxAdvanceDays: number): LocalDay => addDays(today, Math.max(0, maxAdvanceDays));
