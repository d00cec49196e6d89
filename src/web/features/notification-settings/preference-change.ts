import type { Channel, MessageType, NotificationSettings } from '../../../contract/messages';

/** One switch: a type's channel on or off. */
export interface PreferenceChange {
  type: MessageType;
  channel: Channel;
  on: boolean;
}

/** The settings with one switch flipped (the optimistic view while it is saved). */
export function withChange(settings: NotificationSettings, { type, channel, on }: PreferenceChange): NotificationSettings {
  return { ...settings, preferences: settings.preferences.map((p) => (p.type === type ? { ...p, [channel]: on } : p)) };
}

/** The PUT body that changes just that switch. */
export const changeBody = ({ type, channel, on }: PreferenceChange) => ({ preferences: [{ type, [channel]: on }] });
