import { z } from 'zod';
import { idParamSchema, idSchema } from './ids';

/** Every notification a user can get, grouped as the settings show them. */
export const DESK_MESSAGE_TYPES = [
  'DeskReservationNotification',
  'DeskReleaseNotification',
  'DeskDeletedNotification',
  'LotteryWonNotification',
  'LotteryLostNotification',
  'WaitlistPromotedNotification',
  /** To a fixed-desk owner: a day of a removed or shortened absence stays booked by a colleague. */
  'AbsenceDayKeptNotification',
  'TeamRequestNotification',
  'WaitlistOfferNotification',
  'WaitlistOfferExpiredNotification',
] as const;
export const ROOM_MESSAGE_TYPES = [
  'RoomReservationNotification',
  'RoomInvitationNotification',
  'RoomBookingUpdatedNotification',
  'RoomBookingCancelledNotification',
  'RoomInvitationRemovedNotification',
  'InvitationAcceptedNotification',
  'InvitationDeclinedNotification',
] as const;
export const BOOKABLE_MESSAGE_TYPES = [
  'BookableReservationNotification',
  'BookableRequestNotification',
  'BookableApprovedNotification',
  'BookableRejectedNotification',
  'BookableRequestCancelledNotification',
] as const;
export const SERIES_MESSAGE_TYPES = ['SeriesBookedNotification', 'SeriesCancelledNotification'] as const;
export const LINK_MESSAGE_TYPES = ['LinkRequestNotification', 'LinkAcceptedNotification'] as const;
/** To the group's admins. */
export const FEEDBACK_MESSAGE_TYPES = ['FeedbackNotification'] as const;
/** To the colleague who reported a desk problem. */
export const DESK_PROBLEM_MESSAGE_TYPES = ['DeskProblemResolvedNotification'] as const;
export const MESSAGE_TYPES = [
  ...DESK_MESSAGE_TYPES,
  ...ROOM_MESSAGE_TYPES,
  ...BOOKABLE_MESSAGE_TYPES,
  ...SERIES_MESSAGE_TYPES,
  ...LINK_MESSAGE_TYPES,
  ...FEEDBACK_MESSAGE_TYPES,
  ...DESK_PROBLEM_MESSAGE_TYPES,
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const messageTypeSchema = z.enum(MESSAGE_TYPES, 'validation.invalid');

/** The settings list the types in these sections (title key `notification_settings.sections.<section>`). */
export const MESSAGE_TYPE_SECTIONS = {
  desk: DESK_MESSAGE_TYPES,
  rooms: ROOM_MESSAGE_TYPES,
  bookables: BOOKABLE_MESSAGE_TYPES,
  series: SERIES_MESSAGE_TYPES,
  team: LINK_MESSAGE_TYPES,
  feedback: FEEDBACK_MESSAGE_TYPES,
  problems: DESK_PROBLEM_MESSAGE_TYPES,
} as const;

/** Spec §3: channels MAIL (SMTP) and GCM (push to the user's registered devices: apps and browsers). */
export const CHANNELS = ['MAIL', 'GCM'] as const;
export type Channel = (typeof CHANNELS)[number];

export const MESSAGES_PAGE_MAX = 50;
export const MESSAGES_PAGE_DEFAULT = 20;

/**
 * A message of the user's history, written in the reader's language when read.
 * `path` is the app screen it is about (`/conference_rooms`, `/approvals`, `/staff_search`, `/reports?day=2026-12-01` …).
 */
export const messageSchema = z.object({
  id: z.number().int(),
  type: messageTypeSchema,
  title: z.string(),
  text: z.string(),
  created_at: z.string(),
  read: z.boolean(),
  path: z.string(),
  /** LinkRequestNotification: the link asked for, so the screen can offer accept and decline; null otherwise. */
  link_id: z.number().int().nullable(),
  /** WaitlistOfferNotification whose offer is still open: the offer, so the screen can offer accept and decline; null otherwise. */
  offer_id: z.number().int().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** `GET messages?before=&limit=`: newest first; `next_before` pages on (null at the end). */
export const messagesQuerySchema = z.object({
  before: idParamSchema.optional(),
  limit: z.coerce
    .number('validation.invalid')
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(MESSAGES_PAGE_MAX, 'validation.invalid')
    .default(MESSAGES_PAGE_DEFAULT),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const messagesResponseSchema = z.object({
  messages: z.array(messageSchema),
  next_before: z.number().int().nullable(),
  unread_count: z.number().int(),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

/** `GET messages/unread_count`: what the bottom bar's badge shows. */
export const unreadCountResponseSchema = z.object({ unread_count: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

/** `POST messages/read`: mark these messages read (ids of another user are ignored), or all of them. */
export const readMessagesBodySchema = z.union([
  z.object({ ids: z.array(idSchema).min(1, 'validation.required').max(MESSAGES_PAGE_MAX, 'validation.invalid') }),
  z.object({ all: z.literal(true) }),
]);
export type ReadMessagesBody = z.infer<typeof readMessagesBodySchema>;

/** One notification type's switches. History always records every notification; the switches decide delivery. */
export const notificationPreferenceSchema = z.object({ type: messageTypeSchema, MAIL: z.boolean(), GCM: z.boolean() });
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** `GET settings/notifications`: every type, in MESSAGE_TYPES order; `push_devices` counts the user's registered devices. */
export const notificationSettingsSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
  push_devices: z.number().int(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** `PUT settings/notifications`: the switches to change (others stay); answers the whole settings. */
export const updateNotificationSettingsBodySchema = z.object({
  preferences: z
    .array(notificationPreferenceSchema.partial({ MAIL: true, GCM: true }))
    .min(1, 'validation.required')
    .max(MESSAGE_TYPES.length, 'validation.invalid'),
});
export type UpdateNotificationSettingsBody = z.infer<typeof updateNotificationSettingsBodySchema>;

export const PLATFORMS = ['android', 'ios', 'web'] as const;
export const DEVICE_TOKEN_MAX = 4096;

/**
 * `POST device` (spec §7): registers a device for push. `android`/`ios`: the FCM registration token;
 * `web`: the browser's PushSubscription as JSON (`{ endpoint, keys: { p256dh, auth } }`). Registering again is harmless.
 */
export const deviceBodySchema = z.object({
  token: z.string().trim().min(1, 'validation.required').max(DEVICE_TOKEN_MAX, 'validation.too_long'),
  platform: z.enum(PLATFORMS, 'validation.invalid'),
});
export type DeviceBody = z.infer<typeof deviceBodySchema>;

/** `DELETE device`: forget a device (on sign-out, or when the user switches push off in this browser). */
export const deleteDeviceBodySchema = z.object({ token: deviceBodySchema.shape.token });

/** `GET device/web_push_key`: the VAPID public key a browser subscribes with. */
export const webPushKeyResponseSchema = z.object({ public_key: z.string() });
