import type { deParking } from '../de/parking';

/** Texts of /parkefficient ('Parking'): parking by day, and what the server says about it. */
export const enParking: typeof deParking = {
  parking: {
    title: 'Parking',
    intro: 'Book a parking space for the whole day.',
    day: 'Day',
    spaces: 'Parking spaces',
    no_spaces: 'Your group has no parking spaces.',
    state: { free: 'free', taken: 'taken', mine: 'yours' },
    book: 'Book',
    book_label: 'Book parking space {{label}}',
    booked: 'Parking space {{label}} is booked for you.',
    mine_title: 'My parking days',
    mine_empty: 'You have no parking space booked.',
    mine_line: '{{day}}: {{label}} ({{location}})',
    cancel: 'Cancel',
    cancel_label: 'Cancel parking space {{label}} on {{day}}',
    cancelled: 'Parking day cancelled.',
    portal: 'To the parking portal',
    portal_hint: 'opens in a new window',
    failed: 'The parking offer could not be loaded.',
    disabled: 'Your group does not use parking.',
    outcome: {
      space_taken: 'This parking space is already taken that day.',
      user_busy: 'You already have a parking space that day.',
    },
    errors: {
      feature_off: 'Parking is not enabled for your group.',
      space_not_found: 'Parking space not found.',
      space_taken: 'This parking space is already taken that day.',
    },
  },
  subscription: {
    errors: { not_covered: 'You have no valid subscription for this day.' },
  },
};
