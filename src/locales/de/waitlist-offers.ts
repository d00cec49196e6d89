/** Timed offers from the waiting list: the offer's page and state, the message's buttons, the admin setting. */
export const deWaitlistOffers = {
  waitlist_offers: {
    state: {
      desk: {
        open: 'Schreibtisch {{label}} ist am {{day}} für dich frei geworden und bis {{deadline}} Uhr für dich reserviert.',
        accepted: 'Angenommen: Schreibtisch {{label}} am {{day}} gehört dir.',
        declined: 'Abgelehnt: Schreibtisch {{label}} ging an die nächste Person auf der Warteliste.',
        expired: 'Abgelaufen: Das Angebot für Schreibtisch {{label}} galt bis {{deadline}} Uhr.',
        withdrawn: 'Dieses Angebot gilt nicht mehr.',
      },
      parking: {
        open: 'Parkplatz {{label}} ist am {{day}} für dich frei geworden und bis {{deadline}} Uhr für dich reserviert.',
        accepted: 'Angenommen: Parkplatz {{label}} am {{day}} gehört dir.',
        declined: 'Abgelehnt: Parkplatz {{label}} ging an die nächste Person auf der Warteliste.',
        expired: 'Abgelaufen: Das Angebot für Parkplatz {{label}} galt bis {{deadline}} Uhr.',
        withdrawn: 'Dieses Angebot gilt nicht mehr.',
      },
    },
    request: {
      desk: {
        offered: 'Angebot: {{label}} ist für dich frei geworden – bitte annehmen oder ablehnen.',
        offer_declined: 'Angebot abgelehnt.',
        offer_expired: 'Angebot abgelaufen.',
      },
      parking: {
        offered: 'Angebot: Parkplatz {{label}} ist für dich frei geworden – bitte annehmen oder ablehnen.',
        offer_declined: 'Angebot abgelehnt.',
        offer_expired: 'Angebot abgelaufen.',
      },
    },
    title: 'Angebot von der Warteliste',
    accept: 'Annehmen',
    decline: 'Ablehnen',
    accept_label: 'Angebot annehmen: {{title}}',
    decline_label: 'Angebot ablehnen: {{title}}',
    accepted: 'Angenommen – der Platz gehört dir.',
    declined: 'Abgelehnt – der Platz geht an die nächste Person.',
    failed: 'Das hat leider nicht geklappt.',
    to_reports: 'Zum Kalender',
    admin_minutes: 'Haltezeit für Angebote von der Warteliste (Min.)',
    admin_minutes_help:
      'Wird nach der Verlosung ein Platz frei, wird er der nächsten Person auf der Warteliste so lange reserviert; 0 bucht ihn sofort für sie (0–1440).',
  },
};

export const deWaitlistOffersValidation = {
  offer_minutes: 'Bitte 0 bis 1440 Minuten angeben.',
};

export const deWaitlistOffersErrors = {
  offer_not_found: 'Angebot nicht gefunden.',
  offer_expired: 'Das Angebot ist abgelaufen – der Platz ging an die nächste Person auf der Warteliste.',
  offer_closed: 'Auf dieses Angebot wurde schon geantwortet.',
};
