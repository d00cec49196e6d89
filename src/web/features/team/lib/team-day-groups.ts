import type { TeamBooking, TeamMemberDay } from '../../../../contract/team';

export interface PlaceEntry {
  member: TeamMemberDay['colleague'];
  booking: TeamBooking;
}

/** The team members booked in one area of one location on a day. */
export interface PlaceGroup {
  key: string;
  locationId: number;
  location: string;
  areaId: number;
  area: string;
  entries: PlaceEntry[];
}

export interface TeamDayView {
  places: PlaceGroup[];
  hidden: TeamMemberDay['colleague'][];
  notBooked: TeamMemberDay['colleague'][];
}

const byStart = (a: PlaceEntry, b: PlaceEntry) =>
  a.booking.start.localeCompare(b.booking.start) || a.member.last_name.localeCompare(b.member.last_name);

/** A team day for the screen: bookings by location and area (in name order), then who hides and who is not booked. */
export function teamDayView(members: readonly TeamMemberDay[]): TeamDayView {
  const groups = new Map<string, PlaceGroup>();
  const hidden: TeamMemberDay['colleague'][] = [];
  const notBooked: TeamMemberDay['colleague'][] = [];
  for (const member of members) {
    if (member.hidden) hidden.push(member.colleague);
    else if (member.bookings.length === 0) notBooked.push(member.colleague);
    for (const booking of member.hidden ? [] : member.bookings) {
      const key = `${booking.location_id}/${booking.area_id}`;
      let group = groups.get(key);
      if (!group) {
        group = {
          key,
          locationId: booking.location_id,
          location: booking.location,
          areaId: booking.area_id,
          area: booking.area,
          entries: [],
        };
        groups.set(key, group);
      }
      group.entries.push({ member: member.colleague, booking });
    }
  }
  const places = [...groups.values()].sort((a, b) => a.location.localeCompare(b.location) || a.area.localeCompare(b.area));
  for (const place of places) place.entries.sort(byStart);
  return { places, hidden, notBooked };
}
