import type { Database } from '../../db/client';
import type { GroupRow } from '../groups/repository';
import { GroupFactsCache, groupFactsOf, type GroupFacts } from '../resources/group-facts';
import type { PlacedResource } from '../resources/repository';

const roomFacts = new GroupFactsCache<GroupFacts>(groupFactsOf);

/** After the full path read the group and a room in service at `placesVersion`: kept for the group's next room booking. */
export function rememberRoomFacts(database: Database, group: GroupRow, placesVersion: string, room: PlacedResource): void {
  roomFacts.entry(database, group, placesVersion, group.hasConferenceRooms)?.resources.set(room.resource.id, room);
}

export const roomFactsOf = (database: Database, groupId: number): GroupFacts | undefined => roomFacts.of(database, groupId);
