import type { Language } from '../../../contract/limits';
import type { MessageType } from '../../../contract/messages';
import { formatDate } from '../../../domain/date-format';
import { localDayOf } from '../../../domain/time/local-day';
import type {
  BookableNotificationPayload,
  DeskNotificationPayload,
  DeskProblemNotificationPayload,
  FeedbackNotificationPayload,
  LinkNotificationPayload,
  NotificationPayload,
  RoomNotificationPayload,
  SeriesNotificationPayload,
} from '../../db/schema';
import { translator } from '../../i18n/translator';

/** Whom a notification is written for: the mail's greeting and every date follow the reader. */
export interface Reader {
  firstName: string;
  language: Language;
}

/** A notification in the reader's language: the mail's subject and text (without greeting), and the screen it is about. */
export interface RenderedNotification {
  title: string;
  text: string;
  greeting: string;
  path: string;
}

type Kind = 'desk' | 'room' | 'bookable' | 'series' | 'link' | 'feedback' | 'problem';

/** Which kind of thing a notification is about, read from its payload's shape. */
const kindOf = (payload: NotificationPayload): Kind =>
  'problem_id' in payload
    ? 'problem'
    : 'feedback_id' in payload
      ? 'feedback'
      : 'link_id' in payload
        ? 'link'
        : 'series_id' in payload
          ? 'series'
          : 'room' in payload
            ? 'room'
            : 'resource' in payload
              ? 'bookable'
              : 'desk';

/** Formats an instant of the payload in the reader's language and the group's zone. */
type At = (iso: string, format: 'short' | 'time') => string;
type Translate = ReturnType<typeof translator>;

/** The stand-in for a colleague a payload does not name, translated once per language (`translator` is one per language). */
const someoneByTranslator = new Map<Translate, string>();
function someone(t: Translate): string {
  let text = someoneByTranslator.get(t);
  if (text === undefined) {
    text = t('notifications.someone');
    someoneByTranslator.set(t, text);
  }
  return text;
}

/** Interpolation values per payload kind, beside first_name and when (which every notification has). */
const VALUES_BY_KIND: { [K in Kind]: (payload: never, at: At, t: Translate) => Record<string, unknown> } = {
  desk: (p: DeskNotificationPayload, at, t) => ({
    desk: p.desk,
    place: p.place,
    deadline: p.deadline ? at(p.deadline, 'time') : '',
    position: p.position ?? '',
    booked_by: p.booked_by ?? someone(t),
    colleague: p.colleague ?? '',
    minutes: p.offer_minutes ?? '',
    // Waiting-list texts that speak of offers instead of bookings made at once (i18next `_offer` variants).
    ...(p.offer_minutes ? { context: 'offer' } : {}),
  }),
  room: (p: RoomNotificationPayload) => ({
    room: p.room,
    place: p.place,
    title: p.title,
    organiser: p.organiser,
    invitee: p.invitee ?? '',
  }),
  bookable: (p: BookableNotificationPayload) => ({
    resource: p.resource,
    place: p.place,
    title: p.title,
    requester: p.requester,
    reason: p.reason ?? '',
  }),
  series: (p: SeriesNotificationPayload) => ({ resource: p.resource, place: p.place, title: p.title, count: p.count }),
  link: (p: LinkNotificationPayload) => ({ colleague: p.colleague }),
  feedback: (p: FeedbackNotificationPayload) => ({ author: p.author, text: p.text }),
  problem: (p: DeskProblemNotificationPayload, at) => ({ desk: p.desk, place: p.place, reported: at(p.reported_at, 'short') }),
};

/** "6.1.27, 10:00–11:00", or with both days when it ends on a later one (a car for a week). */
function spanText(i: { start: string; end: string }, at: At): string {
  const firstDay = at(i.start, 'short');
  const lastDay = at(new Date(new Date(i.end).getTime() - 1).toISOString(), 'short');
  if (lastDay === firstDay) return `${firstDay}, ${at(i.start, 'time')}–${at(i.end, 'time')}`;
  return `${firstDay}, ${at(i.start, 'time')} – ${at(i.end, 'short')}, ${at(i.end, 'time')}`;
}

/** Interpolation values of a notification's subject and text, in the reader's language and the group's zone. */
function valuesOf(payload: NotificationPayload, reader: Reader, t: Translate): Record<string, unknown> {
  const timeZone = 'time_zone' in payload ? payload.time_zone : 'UTC';
  const at: At = (iso, format) => formatDate(new Date(iso), format, reader.language, timeZone);
  const when = 'intervals' in payload ? payload.intervals.map((i) => spanText(i, at)).join('; ') : '';
  const values = VALUES_BY_KIND[kindOf(payload)] as (payload: NotificationPayload, at: At, t: Translate) => Record<string, unknown>;
  return { first_name: reader.firstName, when, ...values(payload, at, t) };
}

/** What a desk-style message is about when it is not a desk: a parking space, room or bookable (its payload says so). */
const otherKindOf = (payload: NotificationPayload) => ('resource_kind' in payload ? payload.resource_kind : undefined);
const isParking = (payload: NotificationPayload) => otherKindOf(payload) === 'parking';

/** The app screen a notification is about. */
export function pathOf(type: MessageType, payload: NotificationPayload): string {
  const offerId = offerIdOf(type, payload);
  if (offerId !== null) return `/lottery/offers/${offerId}`;
  if ((type === 'LotteryWonNotification' || type === 'LotteryLostNotification') && 'run_id' in payload && payload.run_id) {
    return `/lottery/runs/${payload.run_id}`;
  }
  if (isParking(payload)) return '/parkefficient';
  if (otherKindOf(payload) === 'room') return '/conference_rooms';
  if (otherKindOf(payload) === 'bookable') return '/bookable_bookings';
  if (type === 'BookableRequestNotification') return '/approvals';
  if (type.startsWith('Room') || type.startsWith('Invitation')) {
    const first = 'intervals' in payload ? payload.intervals[0] : undefined;
    if (!first || !('time_zone' in payload)) return '/conference_rooms';
    return `/conference_rooms?day=${localDayOf(new Date(first.start), payload.time_zone)}`;
  }
  if (type.startsWith('Bookable')) return '/bookable_bookings';
  if (type.startsWith('Link')) return '/staff_search';
  if (type === 'FeedbackNotification' || type === 'DeskProblemResolvedNotification') return '/history';
  if (type === 'AbsenceDayKeptNotification') return '/desk';
  if (type === 'TeamRequestNotification') return '/desk_requests';
  return '/reports';
}

/** What mail, push and the message history say about one notification: one function, so they never differ. */
export function renderNotification(type: MessageType, payload: NotificationPayload, reader: Reader): RenderedNotification {
  const t = translator(reader.language);
  const values = valuesOf(payload, reader, t);
  const otherKind = otherKindOf(payload);
  const texts =
    otherKind === 'parking'
      ? `parking_lottery.notifications.${type}`
      : otherKind
        ? `resource_notifications.${otherKind}.${type}`
        : `notifications.${type}`;
  return {
    title: t(`${texts}.subject`, values),
    text: t(`${texts}.text`, values),
    greeting: t('notifications.greeting', values),
    path: pathOf(type, payload),
  };
}

/** The link a LinkRequestNotification asks to accept; null for every other notification. */
export const linkIdOf = (type: MessageType, payload: NotificationPayload): number | null =>
  type === 'LinkRequestNotification' && 'link_id' in payload ? payload.link_id : null;

/** The waiting-list offer a WaitlistOfferNotification asks to accept; null for every other notification. */
export const offerIdOf = (type: MessageType, payload: NotificationPayload): number | null =>
  type === 'WaitlistOfferNotification' && 'offer_id' in payload && payload.offer_id !== undefined ? payload.offer_id : null;
