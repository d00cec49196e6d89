import { useTranslation } from 'react-i18next';
import type { CSSProperties } from 'react';
import { TABS, type TabFlags } from '../../../components/bottom-bar-tabs';

/** The bottom bar as it will look with these flags and colours; the first tab shows as the active one. */
export function NavPreview({ flags, colors }: { flags: TabFlags; colors: { active: string; inactive: string } }) {
  const { t } = useTranslation();
  const tabs = TABS.filter((tab) => tab.when?.(flags) ?? true);
  const style = { '--nav-active': colors.active, '--nav-inactive': colors.inactive } as CSSProperties;
  return (
    <figure className="nav-preview-figure">
      <figcaption className="field-help">{t('admin_group.preview')}</figcaption>
      <div className="nav-preview" style={style} data-testid="nav-preview">
        <ul>
          {tabs.map((tab, index) => (
            <li key={tab.path} data-active={index === 0 || undefined} data-testid={`preview-${tab.path.slice(1)}`}>
              <span className="nav-preview-icon" aria-hidden="true">
                {tab.icon}
              </span>
              <span>{t(tab.labelKey)}</span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
