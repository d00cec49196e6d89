import { formatDate } from '../../../domain/date-format';

export const percentText = (value: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value);

export const weightText = (value: number, language: string) => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);

/** An instant with its date and time in the group's zone. */
export const instantText = (iso: string, language: string, timeZone: string) => formatDate(new Date(iso), 'long', language, timeZone);
