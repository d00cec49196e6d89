/** Texts of the date, date-time and time pickers (spec §5). */
export const dePickers = {
  pickers: {
    open_calendar: 'Kalender öffnen',
    previous_month: 'Vorheriger Monat',
    next_month: 'Nächster Monat',
    choose_month_year: '{{month}}, Monat und Jahr wählen',
    month_year: 'Monat und Jahr',
    months: 'Monate',
    year: 'Jahr',
    previous_year: 'Vorheriges Jahr',
    next_year: 'Nächstes Jahr',
    type_label: 'Oder eintippen',
    type_help_date: 'z. B. 24.11.2026, morgen, übermorgen',
    type_help_datetime: 'z. B. 24.11.2026 14:30, morgen 10:00',
    type_help_range: 'z. B. 24.11.2026 – 28.11.2026',
    understood: 'Erkannt: {{value}}',
    not_understood: 'Die Eingabe wurde nicht als Datum erkannt.',
    too_long: 'Höchstens {{max}} Zeichen.',
    before_min: 'Das Datum darf nicht vor dem {{min}} liegen.',
    after_max: 'Das Datum darf nicht nach dem {{max}} liegen.',
    required_kept: 'Dieses Feld ist erforderlich, der vorige Wert bleibt.',
    range_swapped: 'Der Beginn lag nach dem Ende, beide wurden getauscht.',
    end_of_day_help: 'Ein Ende um 00:00 bedeutet 24:00 (Tagesende).',
  },
};

export type PickersTexts = typeof dePickers;
