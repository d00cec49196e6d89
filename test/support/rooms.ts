import { roomsResponseSchema, type Room } from '../../src/contract/rooms';
import type { ApiClient } from './api-client';

/** The demo group's rooms by name (Spree and Havel in Berlin, Elbe in Hamburg). */
export async function demoRooms(client: ApiClient): Promise<Record<'Spree' | 'Havel' | 'Elbe', Room>> {
  const { rooms } = await client.getAs('/api/v2/rooms?location_id=all', roomsResponseSchema);
  const byName = (name: string) => {
    const room = rooms.find((r) => r.label === name);
    if (!room) throw new Error(`demo room ${name} missing`);
    return room;
  };
  return { Spree: byName('Spree'), Havel: byName('Havel'), Elbe: byName('Elbe') };
}

/** A valid room booking body; tests override what they look at. */
export const roomBookingBody = (roomId: number, day: string, overrides: Record<string, unknown> = {}) => ({
  room_id: roomId,
  day,
  start_minute: 600,
  end_minute: 660,
  title: 'Planung Q1',
  attendee_count: 4,
  ...overrides,
});
