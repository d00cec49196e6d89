import { paths } from '../lib/paths';

/** The bottom bar's tabs, data-driven: a tab appears once its route is registered. */
export interface TabFlags {
  has_parkefficient_link: boolean;
  has_staff_search: boolean;
}

export interface Tab {
  path: string;
  labelKey: string;
  icon: string;
  when?: (flags: TabFlags) => boolean;
}

/** The spec's tabs in order; a tab shows once its route exists and the group enables it. */
export const TABS: readonly Tab[] = [
  { path: paths.reports, labelKey: 'navigation.bookings', icon: '▦' },
  { path: paths.parking, labelKey: 'navigation.parking', icon: 'P', when: (f) => f.has_parkefficient_link },
  { path: paths.team, labelKey: 'navigation.team', icon: '☺', when: (f) => f.has_staff_search },
  { path: paths.messages, labelKey: 'navigation.messages', icon: '✉' },
  { path: paths.settings, labelKey: 'navigation.settings', icon: '⚙' },
];

export function visibleTabs(routePaths: ReadonlySet<string>, flags: TabFlags): Tab[] {
  return TABS.filter((tab) => routePaths.has(tab.path) && (tab.when?.(flags) ?? true));
}
