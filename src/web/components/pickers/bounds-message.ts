import type { TFunction } from 'i18next';
import { dayWithin } from '../../../domain/time/picker-rules';
import { shortDate } from '../../lib/format';

/** Why a day outside [min, max] is refused, or null when it is within. */
export function boundsMessage(day: string, min: string | undefined, max: string | undefined, locale: string, t: TFunction): string | null {
  const where = dayWithin(day, min, max);
  if (where === 'before_min' && min) return t('pickers.before_min', { min: shortDate(min, locale) });
  if (where === 'after_max' && max) return t('pickers.after_max', { max: shortDate(max, locale) });
  return null;
}
