import { describe, expect, it } from 'vitest';
import { formFieldsOfSeries } from './series-form';

describe('formFieldsOfSeries', () => {
  it("puts a series' messages at the form's names, leaves recurrence.* to the repeat fields, keeps a catering line's place", () => {
    const fields = {
      start_day: ['Pflichtfeld.'],
      'invitee_ids.0': ['Ungültig.'],
      'recurrence.count': ['Mindestens 1.'],
      'catering.0.serve_minute': ['Zu spät.'],
      title: ['Pflichtfeld.'],
    };
    expect(formFieldsOfSeries(fields, { start_day: 'day', invitee_ids: 'invitees' })).toEqual({
      day: ['Pflichtfeld.'],
      invitees: ['Ungültig.'],
      'catering.0.serve_minute': ['Zu spät.'],
      title: ['Pflichtfeld.'],
    });
  });
});
