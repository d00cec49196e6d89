/** Texts of the calendar feed (its event titles, said by the server) and the settings card "Calendar links". */
export const enCalendarFeed = {
  calendar_feed: {
    calendar_name: 'Deskfair',
    summary: {
      desk: 'Desk {{label}}',
      desk_slot: 'Desk {{label}} ({{slot}})',
      room: 'Conference room {{label}}',
      parking: 'Parking space {{label}}',
      requested: '{{summary}} (requested)',
    },
    card: {
      title: 'Calendar links',
      intro:
        'A personal, secret link shows all your bookings in Outlook, Google Calendar or Apple Calendar – desks, rooms, resources and accepted invitations.',
      none: 'You have no calendar link yet.',
      active_since: 'Your calendar link has been active since {{date}}.',
      hidden_url: 'We show the link itself only once, right after it is made. If you no longer have it, renew it.',
      create: 'Create calendar link',
      renew: 'Renew link',
      renew_hint: 'Renewing stops the old link at once.',
      remove: 'Switch link off',
      removed: 'The calendar link is switched off.',
      created: 'New calendar link created.',
      show_once: 'For your security we show the link only now – copy it.',
      url_label: 'Your calendar link',
      copy: 'Copy link',
      copied: 'Link copied.',
      copy_failed: 'Copying did not work – please select the link and copy it yourself.',
      add_to: 'Add to',
      google: 'Google Calendar',
      outlook: 'Outlook',
      apple: 'Apple Calendar',
      failed: 'That did not work. Please try again.',
    },
  },
};
