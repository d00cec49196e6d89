/** Texts of the multi-day edit: selection in 'Meine Buchungen' and the edit screen (spec §5). */
export const deBookingEdit = {
  booking_edit: {
    title: 'Buchung bearbeiten',
    select: 'Auswählen: {{desk}}, {{when}}',
    selected_count_one: '{{count}} Tag ausgewählt',
    selected_count_other: '{{count}} Tage ausgewählt',
    edit: 'Bearbeiten',
    edit_label: 'Ausgewählte Buchungen bearbeiten ({{count}})',
    limit: 'Höchstens {{max}} Tage auf einmal bearbeiten.',
    days: 'Ausgewählte Tage',
    none_selected: 'Keine Buchungen ausgewählt.',
    not_found: 'Einige der gewählten Buchungen gibt es nicht mehr.',
    time: 'Neue Zeit',
    keep_time: 'Zeit beibehalten',
    desk: 'Schreibtisch',
    keep_desk: 'Schreibtisch beibehalten',
    desk_help: 'Frei an allen gewählten Tagen zur gewählten Zeit.',
    desks_loading: 'Freie Schreibtische werden geladen …',
    nothing_to_change: 'Bitte eine neue Zeit oder einen anderen Schreibtisch wählen.',
    submit: 'Änderungen speichern',
    failed: 'Bearbeiten leider fehlgeschlagen.',
    result: 'Ergebnis',
    changed_summary: '{{changed}} von {{total}} Tagen geändert.',
    outcome: {
      booked: 'Geändert',
      desk_taken: 'Schreibtisch schon gebucht',
      user_busy: 'Du hast zu dieser Zeit schon einen Schreibtisch',
      requested: 'Wartet auf Bestätigung',
    },
    to_reports: 'Zum Kalender',
  },
};

export type BookingEditTexts = typeof deBookingEdit;
