import { DEFAULT_PASSWORD_POLICY } from '../../../contract/group';
import type { Language } from '../../../contract/limits';
import type { Queryable } from '../../db/client';
import { areas, groups, locations, slots } from '../../db/schema';
import { translator } from '../../i18n/translator';
import type { GroupRow } from './repository';

/** The day parts every new group starts with (minutes after local midnight), as in the demo group. */
export const DEFAULT_SLOTS = [
  { name: 'morning', startMinute: 8 * 60, endMinute: 13 * 60 },
  { name: 'afternoon', startMinute: 13 * 60, endMinute: 18 * 60 },
  { name: 'full_day', startMinute: 8 * 60, endMinute: 18 * 60 },
] as const;

/**
 * A new group ready to use: the default password policy and day parts, rooms and team search on, and one location
 * with one area (named in the founder's language) where the admin adds desks.
 */
export async function insertGroupWithDefaults(
  q: Queryable,
  group: { name: string; timeZone: string },
  language: Language,
): Promise<GroupRow> {
  const [row] = await q
    .insert(groups)
    .values({ ...group, hasConferenceRooms: true, hasStaffSearch: true, passwordPolicy: DEFAULT_PASSWORD_POLICY })
    .returning();
  if (!row) throw new Error('group insert returned nothing');
  await q.insert(slots).values(DEFAULT_SLOTS.map((slot, position) => ({ ...slot, groupId: row.id, position })));
  const t = translator(language);
  const [location] = await q
    .insert(locations)
    .values({ groupId: row.id, name: t('create_group.defaults.location') })
    .returning();
  if (!location) throw new Error('location insert returned nothing');
  await q.insert(areas).values({ groupId: row.id, locationId: location.id, name: t('create_group.defaults.area') });
  return row;
}
