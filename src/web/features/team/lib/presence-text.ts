import type { TFunction } from 'i18next';
import type { Presence } from '../../../../contract/team';

/** A presence as one line: 'Im Büro · Tisch B1-03, Berlin Mitte, Etage 1', 'Im Meeting · Raum Spree', 'Remote'. */
export function presenceText(presence: Presence, t: TFunction): string {
  const state = t(`team.presence.${presence.state}`);
  if (presence.state === 'remote' || presence.state === 'unknown') return state;
  const resource = presence.resource ? t(presence.state === 'in_meeting' ? 'team.room' : 'team.desk', { label: presence.resource }) : null;
  const place = [resource, presence.location, presence.area].filter(Boolean).join(', ');
  return place ? `${state} · ${place}` : state;
}
