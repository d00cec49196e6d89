import { describe, expect, it } from 'vitest';
import { bookableWhen } from './bookable-when';

describe('bookableWhen', () => {
  it('writes a range within one day with its date in full, in the group zone', () => {
    expect(bookableWhen('2026-11-27T09:00:00.000Z', '2026-11-27T11:00:00.000Z', 'de', 'Europe/Berlin')).toBe(
      'Freitag, 27. November 2026, 10:00–12:00',
    );
    expect(bookableWhen('2026-11-27T09:00:00.000Z', '2026-11-27T11:00:00.000Z', 'en', 'Pacific/Auckland')).toBe(
      'Friday, November 27, 2026, 10:00 PM–12:00 AM',
    );
  });

  it('writes both dates when the range spans days', () => {
    expect(bookableWhen('2026-11-27T15:00:00.000Z', '2026-11-30T08:00:00.000Z', 'de', 'Europe/Berlin')).toBe(
      '27.11.2026 16:00 – 30.11.2026 09:00',
    );
  });
});
