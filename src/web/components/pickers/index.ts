/**
 * Date, date-time and time pickers. Values are plain wall-clock values in the group's zone: days 'YYYY-MM-DD',
 * minutes of the day (a range's end may be 1440 = 24:00), or seconds of the day with `withSeconds`. Formats and the
 * first weekday follow the app's language (de → de-DE, en → en-GB). Pass `today` (the group's day) where typed words
 * such as 'morgen' should count from the group's day rather than the device's.
 */
export { DatePickerField, type DatePickerFieldProps } from './DatePickerField';
export { DateRangePickerField, type DateRangePickerFieldProps, type DayRange } from './DateRangePickerField';
export { DateTimePickerField, type DateTimePickerFieldProps, type DayMinute } from './DateTimePickerField';
export { TimePickerField, type TimePickerFieldProps } from './TimePickerField';
export { TimeRangePickerField, type TimeRangePickerFieldProps, type MinuteRange } from './TimeRangePickerField';
