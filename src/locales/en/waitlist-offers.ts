import type { deWaitlistOffers, deWaitlistOffersErrors, deWaitlistOffersValidation } from '../de/waitlist-offers';

/** Timed offers from the waiting list: the offer's page and state, the message's buttons, the admin setting. */
export const enWaitlistOffers: typeof deWaitlistOffers = {
  waitlist_offers: {
    state: {
      desk: {
        open: 'Desk {{label}} has become free for you on {{day}} and is held for you until {{deadline}}.',
        accepted: 'Accepted: desk {{label}} on {{day}} is yours.',
        declined: 'Declined: desk {{label}} went to the next person on the waiting list.',
        expired: 'Expired: the offer of desk {{label}} was open until {{deadline}}.',
        withdrawn: 'This offer no longer stands.',
      },
      parking: {
        open: 'Parking space {{label}} has become free for you on {{day}} and is held for you until {{deadline}}.',
        accepted: 'Accepted: parking space {{label}} on {{day}} is yours.',
        declined: 'Declined: parking space {{label}} went to the next person on the waiting list.',
        expired: 'Expired: the offer of parking space {{label}} was open until {{deadline}}.',
        withdrawn: 'This offer no longer stands.',
      },
    },
    request: {
      desk: {
        offered: 'Offer: {{label}} has become free for you – please accept or decline.',
        offer_declined: 'Offer declined.',
        offer_expired: 'Offer expired.',
      },
      parking: {
        offered: 'Offer: parking space {{label}} has become free for you – please accept or decline.',
        offer_declined: 'Offer declined.',
        offer_expired: 'Offer expired.',
      },
    },
    title: 'Offer from the waiting list',
    accept: 'Accept',
    decline: 'Decline',
    accept_label: 'Accept the offer: {{title}}',
    decline_label: 'Decline the offer: {{title}}',
    accepted: 'Accepted – the place is yours.',
    declined: 'Declined – the place goes to the next person.',
    failed: 'Sorry, that did not work.',
    to_reports: 'To the calendar',
    admin_minutes: 'Hold for offers from the waiting list (min.)',
    admin_minutes_help:
      'When a place becomes free after the draw, it is held this long for the next person on the waiting list; 0 books it for them at once (0–1440).',
  },
};

export const enWaitlistOffersValidation: typeof deWaitlistOffersValidation = {
  offer_minutes: 'Please enter 0 to 1440 minutes.',
};

export const enWaitlistOffersErrors: typeof deWaitlistOffersErrors = {
  offer_not_found: 'Offer not found.',
  offer_expired: 'The offer has expired – the place went to the next person on the waiting list.',
  offer_closed: 'This offer has already been answered.',
};
