import { describe, expect, it } from 'vitest';
import { changeBody, withChange } from './preference-change';

const settings = {
  preferences: [
    { type: 'DeskReservationNotification' as const, MAIL: true, GCM: true },
    { type: 'LinkRequestNotification' as const, MAIL: true, GCM: false },
  ],
  push_devices: 2,
};

describe('a notification switch', () => {
  it('flips just that type and channel', () => {
    expect(withChange(settings, { type: 'DeskReservationNotification', channel: 'MAIL', on: false })).toEqual({
      preferences: [
        { type: 'DeskReservationNotification', MAIL: false, GCM: true },
        { type: 'LinkRequestNotification', MAIL: true, GCM: false },
      ],
      push_devices: 2,
    });
    expect(settings.preferences[0]).toEqual({ type: 'DeskReservationNotification', MAIL: true, GCM: true });
  });
  it('is saved alone', () => {
    expect(changeBody({ type: 'LinkRequestNotification', channel: 'GCM', on: true })).toEqual({
      preferences: [{ type: 'LinkRequestNotification', GCM: true }],
    });
  });
});
