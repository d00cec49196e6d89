/** Texts of /history ('Messages') and of the bottom bar's unread badge. */
export const enHistory = {
  history: {
    list: 'Your messages',
    loading: 'Loading messages …',
    failed: 'The messages could not be loaded.',
    empty: 'No messages yet. Everything Deskfair tells you shows up here: bookings, invitations, requests.',
    unread: 'New',
    unread_label: 'Unread',
    load_more: 'Load older',
    loading_more: 'Loading older messages …',
    end: 'That is all your messages.',
    mark_all: 'Mark all as read',
    all_read: 'All messages are read.',
    open: 'Open',
    tab_unread: '{{label}}, {{count}} unread',
    link: {
      accept: 'Accept',
      decline: 'Decline',
      accept_label: 'Accept the request from {{name}}',
      decline_label: 'Decline the request from {{name}}',
      accepted: 'In your team',
      accepted_now: '{{name}} is now in your team.',
      declined: 'Request declined',
      declined_now: 'Request from {{name}} declined.',
      failed: 'That did not work. Please try again.',
    },
  },
};
