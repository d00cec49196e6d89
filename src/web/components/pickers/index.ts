export { DatePickerField, type DatePickerFieldProps } from './DatePickerField';
export { DateRangePickerField, type DateRangePickerFieldProps, type DayRange } from './DateRangePickerField';
export { DateTimePickerField, type DateTimePickerFieldProps, type DayMinute } from './DateTimePickerField';
export { TimePickerField, type TimePickerFieldProps } from './TimePickerField';
export { TimeRangePickerField, type TimeRangePickerFieldProps, type MinuteRange } from './TimeRangePickerField';
