/** Texts of changing a series: the panel on the series card, its preview and saving. */
export const deSeriesEdit = {
  series_edit: {
    open: 'Serie ändern',
    open_label: 'Serie ändern: {{resource}}',
    title: 'Serie ändern: {{resource}}',
    help: 'Termine, die schon begonnen haben, bleiben. Alle späteren werden nach der neuen Regel neu gebucht.',
    start_day: 'Erster Tag: {{date}}',
    time_range: 'Zeitraum',
    time_start: 'Beginn',
    time_end: 'Ende',
    preview: 'Vorschau',
    save: 'Änderung speichern',
    saved_one: 'Serie geändert: {{count}} Termin gebucht.',
    saved_other: 'Serie geändert: {{count}} Termine gebucht.',
    close: 'Schließen',
  },
};
