import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PasswordPolicy } from '../../contract/group';
import { DESK_PROBLEM_TYPES } from '../../contract/bookings';
import { LOTTERY_KINDS } from '../../contract/lottery';
import type { LotteryInput, LotteryResult } from '../../domain/lottery/run-lottery';
import type { Recurrence } from '../../contract/series';
import type {
  BOOKABLE_MESSAGE_TYPES,
  FEEDBACK_MESSAGE_TYPES,
  DESK_MESSAGE_TYPES,
  DESK_PROBLEM_MESSAGE_TYPES,
  LINK_MESSAGE_TYPES,
  ROOM_MESSAGE_TYPES,
  SERIES_MESSAGE_TYPES,
} from '../../contract/messages';
import { PLAN_MEDIA_TYPES } from '../../contract/floor-plans';
import { MESSAGE_TYPES, PLATFORMS, type MessageType } from '../../contract/messages';

/** Mirrors migrations/*.sql, which are the source of truth for constraints. */
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const groups = pgTable('groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  allocationMode: text('allocation_mode', { enum: ['fcfs', 'algorithm'] })
    .notNull()
    .default('fcfs'),
  timeZone: text('time_zone').notNull().default('Europe/Berlin'),
  hasConferenceRooms: boolean('has_conference_rooms').notNull().default(false),
  subscriptionRequired: boolean('subscription_required').notNull().default(false),
  hasStaffSearch: boolean('has_staff_search').notNull().default(false),
  hasParkefficientLink: boolean('has_parkefficient_link').notNull().default(false),
  /** The group's external parking portal (https), shown on /parkefficient. */
  parkingLinkUrl: text('parking_link_url'),
  navActiveColor: text('nav_active_color'),
  navInactiveColor: text('nav_inactive_color'),
  translation: jsonb('translation').$type<Record<string, Record<string, string>>>().notNull().default({}),
  passwordPolicy: jsonb('password_policy').$type<PasswordPolicy>().notNull(),
  maxAdvanceDays: integer('max_advance_days').notNull().default(30),
  checkinGraceMinutes: integer('checkin_grace_minutes').notNull().default(30),
  apiHost: text('api_host'),
  lotteryCutoffMinute: integer('lottery_cutoff_minute').notNull().default(1080),
  fairnessWindowWeeks: integer('fairness_window_weeks').notNull().default(4),
  noShowsCount: boolean('no_shows_count').notNull().default(true),
  /** How far ahead the last occurrence of a series may lie, in days. */
  seriesHorizonDays: integer('series_horizon_days').notNull().default(365),
  /** Members sign in through the group's identity provider only (no password sign-in, registration or reset). */
  ssoMandatory: boolean('sso_mandatory').notNull().default(false),
  /** At most this many days with a desk booking per user and week (Monday to Sunday); null = unlimited. */
  deskQuotaPerWeek: integer('desk_quota_per_week'),
  /** How long a desk freed after the draw is held for the next person on the waiting list; 0 = booked for them at once. */
  waitlistOfferMinutes: integer('waitlist_offer_minutes').notNull().default(30),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const groupCodes = pgTable('group_codes', {
  code: text('code').primaryKey(),
  groupId: integer('group_id').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  /** Set when an admin rotates or retires the code: it no longer admits registrations. */
  retiredAt: tz('retired_at'),
  /** The admin who added it; null for a group's first code. */
  createdBy: integer('created_by'),
});

export const slots = pgTable(
  'slots',
  {
    groupId: integer('group_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

export const users = pgTable(
  'users',
  {
    groupId: integer('group_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    name: text('name').notNull(),
    personnelNumber: text('personnel_number').notNull().default(''),
    userGroup: text('user_group').notNull().default(''),
    deskLabel: text('desk_label').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    language: text('language', { enum: ['de', 'en'] })
      .notNull()
      .default('de'),
    deskRequired: text('desk_required', { enum: ['none', 'other'] })
      .notNull()
      .default('other'),
    deskMode: text('desk_mode', { enum: ['always', 'chosen_days', 'offering', 'searching'] })
      .notNull()
      .default('searching'),
    deskWeekdays: smallint('desk_weekdays').array().notNull().default([1, 2, 3, 4, 5]),
    hasSubscription: boolean('has_subscription').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Colleagues see 'unknown' presence and no bookings on team days. */
    presenceHidden: boolean('presence_hidden').notNull().default(false),
    /** Folded (lower case, no accents) name, e-mail and department: what staff search matches. */
    searchText: text('search_text').generatedAlwaysAs(sql`deskfair_fold(first_name || ' ' || name || ' ' || email || ' ' || user_group)`),
    /** Folded last name and first name: the order colleagues are listed in (byte-wise). */
    sortName: text('sort_name').generatedAlwaysAs(sql`deskfair_fold(name || ' ' || first_name)`),
    termsAcceptedAt: tz('terms_accepted_at').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** Set by an admin: the account cannot sign in and colleagues no longer find it. */
    deactivatedAt: tz('deactivated_at'),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

export const userDirectory = pgTable('user_directory', {
  email: text('email').primaryKey(),
  groupId: integer('group_id').notNull(),
  userId: integer('user_id').notNull(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    groupId: integer('group_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    /** First day covered; null: covered since ever. */
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    groupId: integer('group_id').notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    revokedAt: tz('revoked_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    groupId: integer('group_id').notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

export const locations = pgTable(
  'locations',
  {
    groupId: integer('group_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

export const areas = pgTable(
  'areas',
  {
    groupId: integer('group_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    locationId: integer('location_id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

export const RESOURCE_KINDS = ['desk', 'room', 'bookable', 'parking'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
/** What a bookable (or parking space) is; desks and rooms have none. */
export const RESOURCE_CATEGORIES = ['event_space', 'parking_space', 'locker', 'car', 'equipment', 'other'] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

/** Everything bookable: desks, conference rooms, generic bookables and parking spaces. */
export const resources = pgTable(
  'resources',
  {
    groupId: integer('group_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    kind: text('kind', { enum: RESOURCE_KINDS }).notNull(),
    areaId: integer('area_id').notNull(),
    label: text('label').notNull(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    equipment: jsonb('equipment').$type<string[]>().notNull().default([]),
    ownerUserId: integer('owner_user_id'),
    active: boolean('active').notNull().default(true),
    capacity: integer('capacity'),
    layouts: jsonb('layouts').$type<string[]>().notNull().default([]),
    cateringOffered: boolean('catering_offered').notNull().default(false),
    requestable: boolean('requestable').notNull().default(false),
    description: text('description').notNull().default(''),
    category: text('category', { enum: RESOURCE_CATEGORIES }),
    /** Where it sits on its area's floor plan, in percent of the plan's width and height; null: not placed. */
    planX: numeric('plan_x', { precision: 5, scale: 2, mode: 'number' }),
    planY: numeric('plan_y', { precision: 5, scale: 2, mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

export const CALENDAR_METHODS = ['REQUEST', 'CANCEL'] as const;
export type CalendarMethod = (typeof CALENDAR_METHODS)[number];

export const OUTBOX_CHANNELS = ['MAIL', 'GCM', 'WEBPUSH'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const outbox = pgTable(
  'outbox',
  {
    groupId: integer('group_id').notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    /** MAIL: the address; GCM: the FCM token; WEBPUSH: the subscription JSON. */
    recipient: text('recipient').notNull(),
    /** The message this delivery tells of, put into words when it is sent; without one, `subject` and `body` are its words. */
    messageId: bigint('message_id', { mode: 'number' }),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: tz('sent_at'),
    /** A calendar object sent with the mail (its METHOD and the .ics text), or neither. */
    calendarMethod: text('calendar_method', { enum: CALENDAR_METHODS }),
    calendarIcs: text('calendar_ics'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

export const BOOKING_SOURCES = ['user', 'owner', 'walk_in', 'one_click', 'lottery'] as const;
export const BOOKING_STATUSES = ['waiting', 'rejected', 'reserved', 'booked', 'released', 'cancelled', 'declined', 'offered'] as const;
/** A user's own bookings of a resource: reserved or booked (an offer from the waiting list is not theirs until accepted). */
export const ACTIVE_BOOKING_STATUSES = ['reserved', 'booked'] as const;
/**
 * Statuses that hold the resource, so it counts as taken; the exclusion constraints apply to these only
 * (`waiting` holds nothing; `offered` is a waiting-list offer held until it is accepted, declined or expires).
 */
export const HOLDING_BOOKING_STATUSES = [...ACTIVE_BOOKING_STATUSES, 'offered'] as const;

export const bookings = pgTable(
  'bookings',
  {
    groupId: integer('group_id').notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    resourceId: integer('resource_id').notNull(),
    resourceKind: text('resource_kind', { enum: RESOURCE_KINDS }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    slotId: integer('slot_id'),
    startAt: tz('start_at').notNull(),
    endAt: tz('end_at').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    checkedInAt: tz('checked_in_at'),
    endedAt: tz('ended_at'),
    source: text('source', { enum: BOOKING_SOURCES }).notNull().default('user'),
    /** The series this booking is an occurrence of, if any. */
    seriesId: bigint('series_id', { mode: 'number' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

export const deskProblems = pgTable(
  'desk_problems',
  {
    groupId: integer('group_id').notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    resourceId: integer('resource_id').notNull(),
    userId: integer('user_id').notNull(),
    type: text('type', { enum: DESK_PROBLEM_TYPES }).notNull(),
    description: text('description').notNull().default(''),
    createdAt: tz('created_at').notNull().defaultNow(),
    resolvedAt: tz('resolved_at'),
    resolvedBy: integer('resolved_by'),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

/** What a desk notification is about; times are ISO instants, shown in the reader's language and the group's zone. */
export interface DeskNotificationPayload {
  desk: string;
  place: string;
  time_zone: string;
  intervals: Array<{ start: string; end: string }>;
  deadline?: string;
  /** Place on the waiting list (lottery). */
  position?: number;
  /** The lottery run that decided it (its page lets the reader check the draw). */
  run_id?: number;
  /** A waiting-list offer: the offer to accept or decline (its hold ends at `deadline`). */
  offer_id?: number;
  /** LotteryLostNotification: freed desks are offered with a hold of this many minutes (absent: booked at once). */
  offer_minutes?: number;
  /** Set when the message is about a parking space, room or bookable rather than a desk. */
  resource_kind?: 'parking' | 'room' | 'bookable';
  /** AbsenceDayKeptNotification: who booked the owner's desk; null when they hide their presence. */
  booked_by?: string | null;
  /** TeamRequestNotification: the colleague who asked for the team. */
  colleague?: string;
}

/** What a room-booking notification is about: the meeting, and who it concerns besides the reader. */
export interface RoomNotificationPayload {
  booking_id: number;
  room: string;
  place: string;
  title: string;
  time_zone: string;
  intervals: Array<{ start: string; end: string }>;
  organiser: string;
  /** The invitee who answered (messages to the organiser). */
  invitee?: string;
}

/** What a bookable's booking or request notification is about; `reason` is an approver's rejection reason. */
export interface BookableNotificationPayload {
  booking_id: number;
  resource: string;
  place: string;
  title: string;
  time_zone: string;
  intervals: Array<{ start: string; end: string }>;
  requester: string;
  reason?: string;
}

/** What a series notification is about: the series, its first occurrence and how many occurrences it concerns. */
export interface SeriesNotificationPayload {
  series_id: number;
  resource: string;
  place: string;
  title: string;
  time_zone: string;
  intervals: Array<{ start: string; end: string }>;
  count: number;
}

export type DeskMessageType = (typeof DESK_MESSAGE_TYPES)[number];
export type RoomMessageType = (typeof ROOM_MESSAGE_TYPES)[number];
export type BookableMessageType = (typeof BOOKABLE_MESSAGE_TYPES)[number];
export type SeriesMessageType = (typeof SERIES_MESSAGE_TYPES)[number];
export type LinkMessageType = (typeof LINK_MESSAGE_TYPES)[number];
export type FeedbackMessageType = (typeof FEEDBACK_MESSAGE_TYPES)[number];
export type DeskProblemMessageType = (typeof DESK_PROBLEM_MESSAGE_TYPES)[number];
export type { MessageType };
/** What a link notification is about: the link, and the colleague who asked or accepted. */
export interface LinkNotificationPayload {
  link_id: number;
  colleague: string;
}

/** What a feedback notification carries: the feedback and who sent it. */
export interface FeedbackNotificationPayload {
  feedback_id: number;
  author: string;
  text: string;
}

/** What a desk problem notification is about: the report (its desk, and when it was made). */
export interface DeskProblemNotificationPayload {
  problem_id: number;
  desk: string;
  place: string;
  time_zone: string;
  reported_at: string;
}

export type NotificationPayload =
  | DeskProblemNotificationPayload
  | DeskNotificationPayload
  | RoomNotificationPayload
  | BookableNotificationPayload
  | SeriesNotificationPayload
  | LinkNotificationPayload
  | FeedbackNotificationPayload;

export const messages = pgTable(
  'messages',
  {
    groupId: integer('group_id').notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    type: text('type', { enum: MESSAGE_TYPES }).notNull(),
    payload: jsonb('payload').$type<NotificationPayload>().notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    readAt: tz('read_at'),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

export const lotteryRuns = pgTable(
  'lottery_runs',
  {
    groupId: integer('group_id').notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    day: date('day', { mode: 'string' }).notNull(),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    input: jsonb('input').$type<LotteryInput>().notNull(),
    result: jsonb('result').$type<LotteryResult>().notNull(),
    ranAt: tz('ran_at').notNull().defaultNow(),
    /** What the run allocated: desks or parking spaces (one run per group, day and kind). */
    resourceKind: text('resource_kind', { enum: LOTTERY_KINDS }).notNull().default('desk'),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

/** A day's committed draw seed (issue #17): its SHA-256 is shown from when requests open; the seed only after the run. */
export const lotteryCommitments = pgTable(
  'lottery_commitments',
  {
    groupId: integer('group_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    resourceKind: text('resource_kind', { enum: LOTTERY_KINDS }).notNull(),
    seed: text('seed').notNull(),
    commitment: text('commitment').notNull(),
    committedAt: tz('committed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.day, t.resourceKind] })],
);

export const WAITLIST_OFFER_STATUSES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;

/** An offer of a freed desk (or parking space) to someone on the waiting list; `bookingId` is its hold (status offered). */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    groupId: integer('group_id').notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    bookingId: bigint('booking_id', { mode: 'number' }).notNull(),
    offeredAt: tz('offered_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    status: text('status', { enum: WAITLIST_OFFER_STATUSES }).notNull().default('open'),
    decidedAt: tz('decided_at'),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

export const DESK_REQUEST_STATUSES = ['waiting', 'won', 'lost', 'withdrawn'] as const;

export const deskRequests = pgTable(
  'desk_requests',
  {
    groupId: integer('group_id').notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    preferredDeskId: integer('preferred_desk_id'),
    preferredAreaId: integer('preferred_area_id'),
    nearColleagues: boolean('near_colleagues').notNull().default(false),
    status: text('status', { enum: DESK_REQUEST_STATUSES }).notNull().default('waiting'),
    reason: text('reason'),
    waitlistPosition: integer('waitlist_position'),
    bookingId: bigint('booking_id', { mode: 'number' }),
    runId: bigint('run_id', { mode: 'number' }),
    seriesId: bigint('series_id', { mode: 'number' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    decidedAt: tz('decided_at'),
    /** A desk or a parking space is asked for. */
    resourceKind: text('resource_kind', { enum: LOTTERY_KINDS }).notNull().default('desk'),
    /** Requests filed together by linked colleagues share it: the draw seats them as one team. */
    teamKey: uuid('team_key'),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

/** A link between two colleagues; one row per pair, whichever asked (`links_pair_idx`). */
export const links = pgTable(
  'links',
  {
    groupId: integer('group_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    requesterId: integer('requester_id').notNull(),
    addresseeId: integer('addressee_id').notNull(),
    status: text('status', { enum: ['requested', 'accepted'] })
      .notNull()
      .default('requested'),
    createdAt: tz('created_at').notNull().defaultNow(),
    acceptedAt: tz('accepted_at'),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

/** A switched-off (or explicitly on) channel of a notification type; no row means on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    groupId: integer('group_id').notNull(),
    userId: integer('user_id').notNull(),
    type: text('type', { enum: MESSAGE_TYPES }).notNull(),
    channel: text('channel', { enum: ['MAIL', 'GCM'] }).notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId, t.type, t.channel] })],
);

/** A device that receives push: an FCM registration token, or a browser's Web Push subscription as JSON. */
export const devices = pgTable(
  'devices',
  {
    groupId: integer('group_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    token: text('token').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

/** A group's VAPID key pair, generated on first use when none is configured for the installation. */
export const webPushKeys = pgTable('web_push_keys', {
  groupId: integer('group_id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
});

export const cateringItems = pgTable(
  'catering_items',
  {
    groupId: integer('group_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    locationId: integer('location_id').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

/** The event details of a room booking (one row per booking of kind 'room'). */
export const bookingDetails = pgTable(
  'booking_details',
  {
    groupId: integer('group_id').notNull(),
    bookingId: bigint('booking_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    supervisor: text('supervisor').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    personNumber: text('person_number').notNull().default(''),
    attendeeCount: integer('attendee_count').notNull(),
    layout: text('layout'),
    equipment: jsonb('equipment').$type<string[]>().notNull().default([]),
    icsSequence: integer('ics_sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.bookingId] })],
);

export const bookingCatering = pgTable(
  'booking_catering',
  {
    groupId: integer('group_id').notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    bookingId: bigint('booking_id', { mode: 'number' }).notNull(),
    itemId: integer('item_id').notNull(),
    quantity: integer('quantity').notNull(),
    serveMinute: integer('serve_minute').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

export const INVITATION_STATUSES = ['invited', 'accepted', 'declined'] as const;

export const invitations = pgTable(
  'invitations',
  {
    groupId: integer('group_id').notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    bookingId: bigint('booking_id', { mode: 'number' }).notNull(),
    userId: integer('user_id').notNull(),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('invited'),
    createdAt: tz('created_at').notNull().defaultNow(),
    answeredAt: tz('answered_at'),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

/** Who decides the requests for a requestable resource (besides the group's admins). */
export const resourceApprovers = pgTable(
  'resource_approvers',
  {
    groupId: integer('group_id').notNull(),
    resourceId: integer('resource_id').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.resourceId, t.userId] })],
);

export const DECISION_OUTCOMES = ['approved', 'rejected'] as const;

/** An approver's decision on a request (a booking that was 'waiting'). */
export const bookingDecisions = pgTable(
  'booking_decisions',
  {
    groupId: integer('group_id').notNull(),
    bookingId: bigint('booking_id', { mode: 'number' }).notNull(),
    outcome: text('outcome', { enum: DECISION_OUTCOMES }).notNull(),
    reason: text('reason').notNull().default(''),
    decidedBy: integer('decided_by'),
    decidedAt: tz('decided_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.bookingId] })],
);

/** A repeating booking; its occurrences are bookings (or desk requests) with its id. */
export const series = pgTable(
  'series',
  {
    groupId: integer('group_id').notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    resourceId: integer('resource_id').notNull(),
    resourceKind: text('resource_kind', { enum: RESOURCE_KINDS }).notNull(),
    startDay: date('start_day', { mode: 'string' }).notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    slotId: integer('slot_id'),
    recurrence: jsonb('recurrence').$type<Recurrence>().notNull(),
    rule: text('rule').notNull(),
    icsSequence: integer('ics_sequence').notNull().default(0),
    cancelledAt: tz('cancelled_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

/** A user's calendar feed link; only the hash of its secret is stored (one link per user, renewing replaces it). */
export const calendarLinks = pgTable(
  'calendar_links',
  {
    groupId: integer('group_id').notNull(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);

/** Feedback a user sent to the group's admins. */
export const feedback = pgTable(
  'feedback',
  {
    groupId: integer('group_id').notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    text: text('text').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

export const identityProviders = pgTable(
  'identity_providers',
  {
    groupId: integer('group_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    protocol: text('protocol', { enum: ['oidc', 'saml'] }).notNull(),
    displayName: text('display_name').notNull(),
    oidcIssuer: text('oidc_issuer'),
    oidcClientId: text('oidc_client_id'),
    oidcClientSecret: text('oidc_client_secret'),
    samlEntryPoint: text('saml_entry_point'),
    samlIdpCertificate: text('saml_idp_certificate'),
    samlIdpEntityId: text('saml_idp_entity_id'),
    emailDomains: text('email_domains').array().notNull().default([]),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

/** Directory table: e-mail domain → the group and provider that signs it in. */
export const ssoDomains = pgTable('sso_domains', {
  domain: text('domain').primaryKey(),
  groupId: integer('group_id').notNull(),
  providerId: integer('provider_id').notNull(),
});

export const ssoPendingSignIns = pgTable(
  'sso_pending_sign_ins',
  {
    groupId: integer('group_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    providerId: integer('provider_id').notNull(),
    stateHash: text('state_hash').notNull(),
    codeVerifier: text('code_verifier'),
    nonce: text('nonce'),
    samlRequestId: text('saml_request_id'),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

export const ssoOneTimeTokens = pgTable(
  'sso_one_time_tokens',
  {
    groupId: integer('group_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

export const ssoUsedAssertions = pgTable(
  'sso_used_assertions',
  {
    groupId: integer('group_id').notNull(),
    assertionId: text('assertion_id').notNull(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.assertionId] })],
);

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One admin change: who, what, when, and the entity before and after (secrets left out). */
export const auditLog = pgTable(
  'audit_log',
  {
    groupId: integer('group_id').notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    actorUserId: integer('actor_user_id'),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);

/** Binary content: node-postgres reads a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export type PlanMediaType = (typeof PLAN_MEDIA_TYPES)[number];

/** An area's floor plan: the sanitised SVG or the PNG, with its size in pixels (SVG: its view box). */
export const areaPlans = pgTable(
  'area_plans',
  {
    groupId: integer('group_id').notNull(),
    areaId: integer('area_id').notNull(),
    content: bytea('content').notNull(),
    mediaType: text('media_type', { enum: PLAN_MEDIA_TYPES }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.areaId] })],
);

/** Rolled-up occupancy of an ended day per area and kind (area 0: lottery requests without a preferred area). */
export const occupancyDays = pgTable(
  'occupancy_days',
  {
    groupId: integer('group_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    areaId: integer('area_id').notNull(),
    kind: text('kind').notNull(),
    supply: integer('supply').notNull(),
    bookings: integer('bookings').notNull(),
    checkIns: integer('check_ins').notNull(),
    noShows: integer('no_shows').notNull(),
    autoReleases: integer('auto_releases').notNull(),
    requests: integer('requests').notNull(),
    computedAt: tz('computed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.day, t.areaId, t.kind] })],
);

/** The days of a group whose occupancy is rolled up (a day may have no rows in occupancy_days). */
export const occupancyRollups = pgTable(
  'occupancy_rollups',
  {
    groupId: integer('group_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    computedAt: tz('computed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.day] })],
);

/** An owner's absence: days (group's zone, both inclusive) on which their fixed desk is shared. */
export const absences = pgTable(
  'absences',
  {
    groupId: integer('group_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] })],
);
