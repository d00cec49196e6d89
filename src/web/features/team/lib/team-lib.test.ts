import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { TeamBooking, TeamMemberDay } from '../../../../contract/team';
import { resources } from '../../../../locales';
import { presenceText } from './presence-text';
import { teamDayView } from './team-day-groups';

const t = async (lng: string) => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources });
  return i18n.t;
};

const booking = (over: Partial<TeamBooking>): TeamBooking => ({
  kind: 'desk',
  resource: 'B1-03',
  location_id: 1,
  location: 'Berlin Mitte',
  area_id: 11,
  area: 'Etage 1',
  start: '2026-11-25T07:00:00.000Z',
  end: '2026-11-25T17:00:00.000Z',
  checked_in: false,
  ...over,
});

const member = (id: number, first: string, last: string, bookings: TeamBooking[], hidden = false): TeamMemberDay => ({
  colleague: { id, first_name: first, last_name: last, department: 'Vertrieb' },
  hidden,
  bookings,
});

describe('presenceText', () => {
  it('says state and place in German', async () => {
    const de = await t('de');
    expect(presenceText({ state: 'checked_in', resource: 'B1-03', location: 'Berlin Mitte', area: 'Etage 1' }, de)).toBe(
      'Im Büro · Tisch B1-03, Berlin Mitte, Etage 1',
    );
    expect(presenceText({ state: 'in_meeting', resource: 'Spree', location: null, area: null }, de)).toBe('Im Meeting · Raum Spree');
    expect(presenceText({ state: 'booked', resource: '3', location: null, area: null }, de)).toBe('Gebucht · Tisch 3');
    expect(presenceText({ state: 'remote', resource: null, location: null, area: null }, de)).toBe('Remote');
    expect(presenceText({ state: 'unknown', resource: null, location: null, area: null }, de)).toBe('Unbekannt');
  });

  it('says it in English too', async () => {
    const en = await t('en');
    expect(presenceText({ state: 'booked', resource: 'H-02', location: 'Hamburg Hafen', area: null }, en)).toBe(
      'Booked · Desk H-02, Hamburg Hafen',
    );
  });
});

describe('teamDayView', () => {
  it('groups bookings by location and area, then lists hidden and unbooked members', () => {
    const view = teamDayView([
      member(1, 'Karl', 'Kollege', [booking({ start: '2026-11-25T09:00:00.000Z' })]),
      member(2, 'Mia', 'Müller', [
        booking({ resource: 'H-01', location_id: 2, location: 'Hamburg Hafen', area_id: 21, area: 'Open Space' }),
      ]),
      member(3, 'Ole', 'Ort', [booking({ resource: 'B1-05', start: '2026-11-25T07:00:00.000Z', checked_in: true })]),
      member(4, 'Hanna', 'Hidden', [], true),
      member(5, 'Nils', 'Nobody', []),
    ]);
    expect(view.places.map((p) => [p.location, p.area, p.entries.map((e) => e.member.first_name)])).toEqual([
      ['Berlin Mitte', 'Etage 1', ['Ole', 'Karl']],
      ['Hamburg Hafen', 'Open Space', ['Mia']],
    ]);
    expect(view.hidden.map((c) => c.first_name)).toEqual(['Hanna']);
    expect(view.notBooked.map((c) => c.first_name)).toEqual(['Nils']);
  });

  it('shows nothing of a hidden member even if bookings came along', () => {
    const view = teamDayView([member(4, 'Hanna', 'Hidden', [booking({})], true)]);
    expect(view.places).toEqual([]);
    expect(view.hidden.map((c) => c.id)).toEqual([4]);
  });
});
