import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CSSProperties } from 'react';
import { DEFAULT_NAV_COLORS } from '../../contract/limits';
import { paths } from '../lib/paths';
import { visibleTabs, type TabFlags } from './bottom-bar-tabs';
import { badgeText } from './unread-badge';
import './bottom-bar.css';

interface Props {
  routePaths: ReadonlySet<string>;
  flags: TabFlags;
  colors?: { active: string; inactive: string };
  /** Unread messages: a badge on the messages tab (none at 0). */
  unreadMessages?: number;
}

export function BottomBar({ routePaths, flags, colors = DEFAULT_NAV_COLORS, unreadMessages = 0 }: Props) {
  const { t } = useTranslation();
  const tabs = visibleTabs(routePaths, flags);
  const style = { '--nav-active': colors.active, '--nav-inactive': colors.inactive } as CSSProperties;
  return (
    <nav className="bottom-bar" aria-label={t('navigation.label')} style={style}>
      <ul>
        {tabs.map((tab) => {
          const label = t(tab.labelKey);
          const badge = tab.path === paths.messages ? badgeText(unreadMessages) : null;
          return (
            <li key={tab.path}>
              <NavLink
                to={tab.path}
                className="tab"
                aria-label={badge ? t('history.tab_unread', { label, count: unreadMessages }) : undefined}
              >
                <span className="tab-icon" aria-hidden="true">
                  {tab.icon}
                </span>
                <span>{label}</span> {/* after the label: the visible text ('Nachrichten 3') reads in the order of the name */}
                {badge ? (
                  <span className="tab-badge" data-testid="unread-badge">
                    {badge}
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
