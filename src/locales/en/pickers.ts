import type { PickersTexts } from '../de/pickers';

export const enPickers: PickersTexts = {
  pickers: {
    open_calendar: 'Open calendar',
    previous_month: 'Previous month',
    next_month: 'Next month',
    choose_month_year: '{{month}}, choose month and year',
    month_year: 'Month and year',
    months: 'Months',
    year: 'Year',
    previous_year: 'Previous year',
    next_year: 'Next year',
    type_label: 'Or type it',
    type_help_date: 'e.g. 24/11/2026, tomorrow, next Friday',
    type_help_datetime: 'e.g. 24/11/2026 14:30, tomorrow 10:00',
    type_help_range: 'e.g. 24/11/2026 – 28/11/2026',
    understood: 'Understood: {{value}}',
    not_understood: 'The input was not recognised as a date.',
    too_long: 'At most {{max}} characters.',
    before_min: 'The date must not be before {{min}}.',
    after_max: 'The date must not be after {{max}}.',
    required_kept: 'This field is required, the previous value stays.',
    range_swapped: 'The start was after the end, both were swapped.',
    end_of_day_help: 'An end at 00:00 means 24:00 (end of the day).',
  },
};
