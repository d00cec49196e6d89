import type { Language } from '../../../contract/limits';
import { translator } from '../../i18n/translator';
import type { FeedBookingRow } from './repository';

/** One VEVENT of the feed. */
export interface FeedEvent {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  /** Awaiting approval: the calendar shows it as tentative. */
  tentative: boolean;
}

/** One UID per booking for its whole life, so calendar clients update the entry rather than add another. */
export const feedUid = (groupId: number, bookingId: number) => `booking-${groupId}-${bookingId}@deskfair`;

/** "Schreibtisch B1-03 (Vormittag)", "Konferenzraum Spree: Planung", "Parkplatz P1", "Poolauto 1: Kundenbesuch". */
function summaryOf(row: FeedBookingRow, language: Language): string {
  const t = translator(language);
  const title = row.title ?? '';
  const base =
    row.kind === 'desk'
      ? row.slot
        ? t('calendar_feed.summary.desk_slot', { label: row.label, slot: t(`slots.${row.slot}`, { defaultValue: row.slot }) })
        : t('calendar_feed.summary.desk', { label: row.label })
      : row.kind === 'room'
        ? t('calendar_feed.summary.room', { label: row.label })
        : row.kind === 'parking'
          ? t('calendar_feed.summary.parking', { label: row.label })
          : row.label;
  const named = title === '' ? base : `${base}: ${title}`;
  return row.status === 'waiting' ? t('calendar_feed.summary.requested', { summary: named }) : named;
}

export function feedEventOf(groupId: number, row: FeedBookingRow, language: Language): FeedEvent {
  return {
    uid: feedUid(groupId, row.id),
    sequence: row.ics_sequence ?? 0,
    start: row.start_at,
    end: row.end_at,
    summary: summaryOf(row, language),
    location: `${row.location}, ${row.area}`,
    tentative: row.status === 'waiting',
  };
}
