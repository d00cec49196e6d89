import type { BookingEditTexts } from '../de/booking-edit';

export const enBookingEdit: BookingEditTexts = {
  booking_edit: {
    title: 'Edit booking',
    select: 'Select: {{desk}}, {{when}}',
    selected_count_one: '{{count}} day selected',
    selected_count_other: '{{count}} days selected',
    edit: 'Edit',
    edit_label: 'Edit the selected bookings ({{count}})',
    limit: 'At most {{max}} days can be edited at once.',
    days: 'Selected days',
    none_selected: 'No bookings selected.',
    not_found: 'Some of the selected bookings no longer exist.',
    time: 'New time',
    keep_time: 'Keep the time',
    desk: 'Desk',
    keep_desk: 'Keep the desk',
    desk_help: 'Free on all selected days at the chosen time.',
    desks_loading: 'Loading free desks …',
    nothing_to_change: 'Please choose a new time or another desk.',
    submit: 'Save changes',
    failed: 'Sorry, editing failed.',
    result: 'Result',
    changed_summary: '{{changed}} of {{total}} days changed.',
    outcome: {
      booked: 'Changed',
      desk_taken: 'Desk already booked',
      user_busy: 'You already have a desk at this time',
      requested: 'Waiting for confirmation',
    },
    to_reports: 'To the calendar',
  },
};
