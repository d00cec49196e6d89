import type { TFunction } from 'i18next';
import type { Language } from '../../../contract/limits';
import type { LotteryKind, WaitlistOffer } from '../../../contract/lottery';
import { formatDate } from '../../../domain/date-format';
import type { PlacedResource } from '../resources/repository';
import { placeText } from '../resources/place';
import type { WaitlistOfferRow } from './waitlist-offers';

export interface OfferView {
  offer: WaitlistOfferRow;
  hold: { resourceKind: LotteryKind; day: string; startAt: Date; endAt: Date };
  resource: PlacedResource | null;
  timeZone: string;
}

/** An offer as its page shows it: what, when, until when, and its state in a sentence of the reader's language. */
export function presentOffer({ offer, hold, resource, timeZone }: OfferView, now: Date, t: TFunction, language: Language): WaitlistOffer {
  // An open offer past its hold is over for the reader even before the ticker passes it on.
  const status = offer.status === 'open' && offer.expiresAt <= now ? 'expired' : offer.status;
  const values = {
    label: resource?.resource.label ?? '',
    deadline: formatDate(offer.expiresAt, 'time', language, timeZone),
    day: formatDate(hold.startAt, 'short', language, timeZone),
  };
  return {
    id: offer.id,
    status,
    resource_kind: hold.resourceKind,
    day: hold.day,
    label: values.label,
    place: resource ? placeText(resource) : '',
    start_at: hold.startAt.toISOString(),
    end_at: hold.endAt.toISOString(),
    expires_at: offer.expiresAt.toISOString(),
    message: t(`waitlist_offers.state.${hold.resourceKind}.${status}`, values),
    booking_id: status === 'accepted' ? offer.bookingId : null,
  };
}
