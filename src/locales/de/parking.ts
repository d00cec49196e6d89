/** Texts of /parkefficient ('Parken'): parking by day, and what the server says about it. */
export const deParking = {
  parking: {
    title: 'Parken',
    intro: 'Buche einen Parkplatz für den ganzen Tag.',
    day: 'Tag',
    spaces: 'Parkplätze',
    no_spaces: 'Deine Gruppe hat keine Parkplätze.',
    state: { free: 'frei', taken: 'belegt', mine: 'deiner' },
    book: 'Buchen',
    book_label: 'Parkplatz {{label}} buchen',
    booked: 'Parkplatz {{label}} ist für dich gebucht.',
    mine_title: 'Meine Parktage',
    mine_empty: 'Du hast keinen Parkplatz gebucht.',
    mine_line: '{{day}}: {{label}} ({{location}})',
    cancel: 'Stornieren',
    cancel_label: 'Parkplatz {{label}} am {{day}} stornieren',
    cancelled: 'Parktag storniert.',
    portal: 'Zum Parkportal',
    portal_hint: 'öffnet in einem neuen Fenster',
    failed: 'Das Parkangebot konnte nicht geladen werden.',
    disabled: 'Deine Gruppe nutzt das Parken nicht.',
    outcome: {
      space_taken: 'Dieser Parkplatz ist an diesem Tag schon vergeben.',
      user_busy: 'Du hast an diesem Tag schon einen Parkplatz.',
    },
    errors: {
      feature_off: 'Parken ist für deine Gruppe nicht freigeschaltet.',
      space_not_found: 'Parkplatz nicht gefunden.',
      space_taken: 'Dieser Parkplatz ist an diesem Tag schon vergeben.',
    },
  },
  subscription: {
    errors: { not_covered: 'Für diesen Tag hast du kein gültiges Abonnement.' },
  },
};
