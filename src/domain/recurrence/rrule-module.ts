import * as rruleModule from 'rrule';

/**
 * rrule's classes, wherever it is loaded: Node (tsx, vitest) takes its CommonJS bundle, whose names sit on the
 * default export only, while bundlers take its ES module build with named exports.
 */
const loaded = (rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule;

export const RRule = loaded.RRule;
export type { Frequency, Options, Weekday } from 'rrule';
