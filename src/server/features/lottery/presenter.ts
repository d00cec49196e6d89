import type { TFunction } from 'i18next';
import type { BookingStatus } from '../../../contract/bookings';
import type { DeskRequest } from '../../../contract/lottery';
import type { Language } from '../../../contract/limits';
import { formatDate } from '../../../domain/date-format';
import { lotteryCutoff } from '../../../domain/lottery/cutoff';
import type { GroupRow } from '../groups/repository';
import type { CommitmentRow } from './commitments';
import type { DeskRequestRow } from './repository';
import { offerRequestText } from './waitlist-offers';

export interface WonBooking {
  label: string;
  status: BookingStatus;
}

/** A request with the sentence that explains its state, in the reader's language. */
export function presentRequest(
  row: DeskRequestRow,
  group: GroupRow,
  won: WonBooking | null,
  commitment: Pick<CommitmentRow, 'commitment' | 'committedAt'> | null,
  t: TFunction,
  language: Language,
): DeskRequest {
  const cutoff = lotteryCutoff(row.day, group.lotteryCutoffMinute, group.timeZone);
  const cutoffText = formatDate(cutoff, 'long', language, group.timeZone);
  const message =
    offerRequestText(t, row, won?.label ?? '') ??
    (row.status === 'waiting'
      ? t('lottery.waiting', { cutoff: cutoffText })
      : row.status === 'lost'
        ? t('lottery.lost', { position: row.waitlistPosition ?? '' })
        : row.status === 'won'
          ? t(`lottery.${row.reason ?? 'won_any'}`, { desk: won?.label ?? '' })
          : t(
              row.reason === 'already_booked' || row.reason === 'cancelled' || row.reason === 'released'
                ? `lottery.${row.reason}`
                : 'lottery.withdrawn',
            ));
  return {
    id: row.id,
    day: row.day,
    status: row.status,
    message,
    reason: row.reason,
    waitlist_position: row.waitlistPosition,
    preferred_desk_id: row.preferredDeskId,
    preferred_area_id: row.preferredAreaId,
    near_colleagues: row.nearColleagues,
    team_key: row.teamKey,
    booking_id: row.bookingId,
    booking_status: won?.status ?? null,
    cutoff_at: cutoff.toISOString(),
    commitment: commitment ? { hash: commitment.commitment, committed_at: commitment.committedAt.toISOString() } : null,
    run_id: row.runId,
  };
}
