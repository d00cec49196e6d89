/** Business constants of the spec (§9), shared by server and web. */
export const APP_VERSION = '5.23.1';
export const DEFAULT_LANGUAGE = 'de';
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const PASSWORD_MIN_LENGTH = 10;
export const MULTI_DAY_REQUEST_MAX_DAYS = 30;
export const MULTI_DAY_EDIT_MAX_DAYS = 5;

export const SCREEN_READER_CLEAR_MS = 5000;
export const SWIPE_MAX_MS = 300;
export const SWIPE_MIN_X_PX = 60;
export const SWIPE_MAX_Y_PX = 80;
export const CALENDAR_ROWS = 6;
export const CALENDAR_COLUMNS = 7;

export const DEFAULT_NAV_COLORS = { active: '#0b57d0', inactive: '#5f6368' } as const;
export const DEFAULT_CALENDAR_COLOR = 'blue';

/** Longest feedback text a user can send to the group's admins. */
export const FEEDBACK_TEXT_MAX = 2000;

/** Longest absence of a fixed-desk owner, in days (both ends counted). */
export const ABSENCE_MAX_DAYS = 365;
/** How far ahead of today an absence may start, in days. */
export const ABSENCE_AHEAD_MAX_DAYS = 365;
/** Longest note of an absence ("Urlaub", "Dienstreise"). */
export const ABSENCE_NOTE_MAX = 200;
