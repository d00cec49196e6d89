import { shortDate } from '../../../lib/format';

/** "12.01.2027 – 15.01.2027", or one day when the absence has one. */
export const absenceRangeText = (from: string, to: string, language: string): string =>
  from === to ? shortDate(from, language) : `${shortDate(from, language)} – ${shortDate(to, language)}`;
