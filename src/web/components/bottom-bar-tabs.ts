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
  { path: '/reports', labelKey: 'navigation.bookings', icon: '▦' },
  { path: '/parkefficient', labelKey: 'navigation.parking', icon: 'P', when: (f) => f.has_parkefficient_link },
  { path: '/staff_search', labelKey: 'navigation.team', icon: '☺', when: (f) => f.has_staff_search },
  { path: '/history', labelKey: 'navigation.messages', icon: '✉' },
  { path: '/settings', labelKey: 'navigation.settings', icon: '⚙' },
];

export function visibleTabs(routePaths: ReadonlySet<string>, flags: TabFlags): Tab[] {
  return TABS.filter((tab) => routePaths.has(tab.path) && (tab.when?.(flags) ?? true));
}

