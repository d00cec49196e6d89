/** Texts of changing a series: the panel on the series card, its preview and saving. */
export const enSeriesEdit = {
  series_edit: {
    open: 'Change series',
    open_label: 'Change series: {{resource}}',
    title: 'Change series: {{resource}}',
    help: 'Occurrences that have already started stay. All later ones are booked again with the new rule.',
    start_day: 'First day: {{date}}',
    time_range: 'Time range',
    time_start: 'Start',
    time_end: 'End',
    preview: 'Preview',
    save: 'Save change',
    saved_one: 'Series changed: {{count}} occurrence booked.',
    saved_other: 'Series changed: {{count}} occurrences booked.',
    close: 'Close',
  },
};
