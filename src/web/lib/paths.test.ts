import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { paths, routePatterns } from './paths';

describe('paths', () => {
  it('builds links that the router patterns match, with the parameter back', () => {
    expect(paths.checkIn('9f1c-aa')).toBe('/desks/check_in/9f1c-aa');
    expect(matchPath(routePatterns.checkIn, paths.checkIn('9f1c-aa'))?.params).toEqual({ uuid: '9f1c-aa' });
    expect(paths.deskProblem(12, 'A 1/2')).toBe('/desks/problem/12?label=A%201%2F2');
    expect(matchPath(routePatterns.deskProblem, '/desks/problem/12')?.params).toEqual({ deskId: '12' });
    expect(matchPath(routePatterns.lotteryRun, paths.lotteryRun(31))?.params).toEqual({ id: '31' });
  });

  it('puts query parameters where the screens read them', () => {
    expect(paths.reservationsOn('2026-11-24')).toBe('/reservations?day=2026-11-24');
    expect(paths.editBookings([3, 1, 2])).toBe('/bookings/edit?ids=3,1,2');
    expect(paths.bookRoom({ room: 4, day: '2026-11-24', start: 600, end: 660 })).toBe(
      '/conference_room_bookings?room=4&day=2026-11-24&start=600&end=660',
    );
    expect(paths.bookRoom({ room: 4 })).toBe('/conference_room_bookings?room=4');
    expect(paths.roomBooking(17)).toBe('/conference_room_bookings?id=17');
    expect(paths.conferenceRoomsOn('2026-11-25')).toBe('/conference_rooms?day=2026-11-25');
    expect(paths.adminPlacesArea(7)).toBe('/admin/places?area=7');
  });
});
