import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { roomWithBusySchema } from '../../../../contract/rooms';
import { RoomTimeline } from '../../../entities/room-booking/RoomTimeline';
import { layoutName } from '../../../entities/room-booking/room-booking-text';
import { equipmentName, fullDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

type RoomWithBusy = z.infer<typeof roomWithBusySchema>;

interface Props {
  rooms: readonly RoomWithBusy[];
  day: string;
  time: { start: number; end: number } | null;
}

function byLocation(rooms: readonly RoomWithBusy[]) {
  const groups = new Map<number, { name: string; rooms: RoomWithBusy[] }>();
  for (const room of rooms) {
    let group = groups.get(room.location.id);
    if (!group) groups.set(room.location.id, (group = { name: room.location.name, rooms: [] }));
    group.rooms.push(room);
  }
  return [...groups.entries()].sort(([, a], [, b]) => a.name.localeCompare(b.name));
}

/** Rooms by location: capacity, layouts, equipment, the day's timeline and 'Buchen' with room, day and time. */
export function RoomList({ rooms, day, time }: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const date = fullDate(day, language);
  return (
    <div data-testid="room-list">
      {byLocation(rooms).map(([locationId, group]) => (
        <section key={locationId} aria-labelledby={`location-${locationId}`}>
          <h3 id={`location-${locationId}`} className="location-title">
            {group.name}
          </h3>
          <ul className="room-list">
            {group.rooms.map((room) => (
              <li key={room.id} className="room-item" data-room={room.label} data-capacity={room.capacity}>
                <div className="room-head">
                  <div>
                    <h4 className="room-name">{room.label}</h4>
                    <p className="room-facts muted">
                      {room.area.name} · {t('rooms.capacity', { count: room.capacity })}
                      {room.catering_offered ? ` · ${t('rooms.catering_offered')}` : ''}
                    </p>
                  </div>
                  <Link
                    to={paths.bookRoom({ room: room.id, day, start: time?.start, end: time?.end })}
                    className="button office-primary"
                    aria-label={t('rooms.book_room', { label: room.label })}
                  >
                    {t('rooms.book')}
                  </Link>
                </div>
                <p className="room-facts">
                  {room.layouts.length ? `${t('rooms.layouts')}: ${room.layouts.map((l) => layoutName(l, t)).join(', ')} · ` : ''}
                  {room.equipment.map((e) => equipmentName(e, t)).join(', ') || t('rooms.no_equipment')}
                </p>
                <RoomTimeline busy={room.busy} label={t('rooms.timeline', { label: room.label, date })} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
