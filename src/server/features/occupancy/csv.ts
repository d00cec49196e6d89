import type { TFunction } from 'i18next';
import type { OccupancyResponse } from '../../../contract/occupancy';

const COLUMNS = ['day', 'supply', 'bookings', 'check_ins', 'no_shows', 'auto_releases', 'requests'] as const;

/**
 * The figures per day as CSV for spreadsheets: a UTF-8 byte order mark (so Excel reads umlauts), semicolons (what
 * Excel expects in German settings; every value is a day or a whole number, so no field needs quoting), CRLF, and the
 * header in the reader's language.
 */
export function occupancyCsv(report: OccupancyResponse, t: TFunction): string {
  const header = COLUMNS.map((c) => t(`occupancy_csv.columns.${c}`));
  const lines = report.days.map((d) => COLUMNS.map((c) => String(d[c])));
  return '\uFEFF' + [header, ...lines].map((row) => row.join(';')).join('\r\n') + '\r\n';
}
