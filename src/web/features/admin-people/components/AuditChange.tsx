import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../contract/audit';
import { formatDate } from '../../../../domain/date-format';
import { currentLanguage } from '../../../lib/i18n';

/** Entry fields that only say whom an entry concerns; they show in the "what" column, not as a change. */
const IDENTITY_KEYS = new Set(['first_name', 'name', 'email']);

type Value = unknown;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** One value, readable: yes/no, instants in the group's zone, a resource's label, "from – until" for a period, lists joined. */
function useValueText(timeZone: string) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const text = (value: Value): string => {
    if (value === null || value === undefined || value === '') return t('admin_audit.none');
    if (typeof value === 'boolean') return value ? t('admin_audit.yes') : t('admin_audit.no');
    if (typeof value === 'string' && INSTANT.test(value)) return formatDate(new Date(value), 'long', language, timeZone);
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    if (Array.isArray(value)) return value.length === 0 ? t('admin_audit.none') : value.map(text).join(', ');
    const object = value as Record<string, unknown>;
    if (typeof object.label === 'string') return object.label;
    if ('valid_from' in object || 'valid_until' in object) return `${text(object.valid_from)} – ${text(object.valid_until)}`;
    if (typeof object.code === 'string') return object.code;
    return JSON.stringify(value);
  };
  return text;
}

/** Who or what an entry concerns: a person's name, else the entity's id. */
export function entrySubject(entry: AuditEntry): string {
  const source = entry.after ?? entry.before ?? {};
  if (typeof source.first_name === 'string' && typeof source.name === 'string') return `${source.first_name} ${source.name}`;
  if (typeof source.desk === 'string') return source.desk;
  if (typeof source.label === 'string') return source.label;
  if (typeof source.name === 'string') return source.name;
  return entry.entity_id;
}

/** The changed fields of an entry as "field: before → after" lines. */
export function AuditChange({ entry, timeZone }: { entry: AuditEntry; timeZone: string }) {
  const { t } = useTranslation();
  const text = useValueText(timeZone);
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !IDENTITY_KEYS.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (keys.length === 0) return null;
  return (
    <ul className="audit-change">
      {keys.map((key) => (
        <li key={key}>
          <span className="audit-key">{t(`admin_audit.fields.${key}`, { defaultValue: key })}</span>:{' '}
          {entry.before ? <del>{text(before[key])}</del> : null}
          {entry.before && entry.after ? ' → ' : null}
          {entry.after ? <ins>{text(after[key])}</ins> : null}
        </li>
      ))}
    </ul>
  );
}
