import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CSSProperties } from 'react';
import { DEFAULT_NAV_COLORS } from '../../contract/limits';
import { visibleTabs, type TabFlags } from './bottom-bar-tabs';

interface Props {
  routePaths: ReadonlySet<string>;
  flags: TabFlags;
  colors?: { active: string; inactive: string };
}

export function BottomBar({ routePaths, flags, colors = DEFAULT_NAV_COLORS }: Props) {
  const { t } = useTranslation();
  const tabs = visibleTabs(routePaths, flags);
  const style = { '--nav-active': colors.active, '--nav-inactive': colors.inactive } as CSSProperties;
  return (
    <nav className="bottom-bar" aria-label={t('navigation.label')} style={style}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.path}>
            <NavLink to={tab.path} className="tab">
              <span className="tab-icon" aria-hidden="true">
                {tab.icon}
              </span>
              <span>{t(tab.labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
