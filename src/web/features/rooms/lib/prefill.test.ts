import { describe, expect, it } from 'vitest';
import { readPrefill } from './prefill';

describe('readPrefill', () => {
  it('reads room, day and time from the list screen link', () => {
    expect(readPrefill(new URLSearchParams('room=4&day=2026-11-24&start=600&end=660'))).toEqual({
      bookingId: null,
      roomId: 4,
      day: '2026-11-24',
      start: 600,
      end: 660,
    });
  });

  it('reads an existing booking', () => {
    expect(readPrefill(new URLSearchParams('id=17'))).toEqual({ bookingId: 17, roomId: null, day: null, start: null, end: null });
  });

  it('leaves out malformed values and a time whose end is not after its start', () => {
    expect(readPrefill(new URLSearchParams('room=x&day=2026-02-30&start=660&end=600&id=-1'))).toEqual({
      bookingId: null,
      roomId: null,
      day: null,
      start: null,
      end: null,
    });
    expect(readPrefill(new URLSearchParams('room=2&start=0&end=1441'))).toMatchObject({ roomId: 2, start: null, end: null });
  });
});
