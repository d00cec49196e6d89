import { describe, expect, it } from 'vitest';
import { addToLinks } from './add-to-links';

describe('addToLinks', () => {
  it('hands Google and Apple the webcal URL and Outlook the https URL, encoded', () => {
    expect(
      addToLinks({
        https_url: 'https://deskfair.example/api/v2/calendar/1.2.abc.ics',
        webcal_url: 'webcal://deskfair.example/api/v2/calendar/1.2.abc.ics',
        created_at: '2027-01-05T08:30:00.000Z',
      }),
    ).toEqual({
      google: 'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fdeskfair.example%2Fapi%2Fv2%2Fcalendar%2F1.2.abc.ics',
      outlook:
        'https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Fdeskfair.example%2Fapi%2Fv2%2Fcalendar%2F1.2.abc.ics&name=Deskfair',
      apple: 'webcal://deskfair.example/api/v2/calendar/1.2.abc.ics',
    });
  });
});
