import type { TFunction } from 'i18next';
import type { CateringList } from '../../../contract/rooms';

/** A CSV field: quoted when needed, and a leading formula character defused so a spreadsheet shows it as text. */
function field(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The catering list as CSV (RFC 4180, CRLF), with a header row in the reader's language. */
export function cateringCsv(list: CateringList, t: TFunction): string {
  const header = ['serve_time', 'room', 'item', 'quantity', 'title', 'organiser', 'booking'].map((k) => t(`catering_csv.columns.${k}`));
  const lines = list.lines.map((l) => [clock(l.serve_minute), l.room, l.item, l.quantity, l.title, l.organiser, l.booking_id]);
  return [header, ...lines].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
