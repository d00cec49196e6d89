import { describe, expect, it } from 'vitest';
import { TABS, visibleTabs } from './bottom-bar-tabs';

const all = new Set(TABS.map((t) => t.path));
const paths = (tabs: { path: string }[]) => tabs.map((t) => t.path);

describe('visibleTabs', () => {
  it('shows only tabs whose route exists', () => {
    expect(paths(visibleTabs(new Set(['/', '/settings']), { has_parkefficient_link: true, has_staff_search: true }))).toEqual([
      '/settings',
    ]);
  });
  it('has four tabs without and five with the optional group features, in the spec order', () => {
    expect(paths(visibleTabs(all, { has_parkefficient_link: false, has_staff_search: false }))).toEqual([
      '/reports',
      '/history',
      '/settings',
    ]);
    expect(paths(visibleTabs(all, { has_parkefficient_link: false, has_staff_search: true }))).toEqual([
      '/reports',
      '/staff_search',
      '/history',
      '/settings',
    ]);
    expect(paths(visibleTabs(all, { has_parkefficient_link: true, has_staff_search: true }))).toEqual([
      '/reports',
      '/parkefficient',
      '/staff_search',
      '/history',
      '/settings',
    ]);
  });
});
