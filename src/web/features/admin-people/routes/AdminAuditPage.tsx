import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { formatDate } from '../../../../domain/date-format';
import { FieldSelect } from '../../../components/form/FieldSelect';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { useEgo } from '../../../entities/ego/get-ego';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useAuditLog } from '../api/admin-people-api';
import { AuditChange, entrySubject } from '../components/AuditChange';
import '../admin-people.css';

const ENTITIES = ['user', 'desk_problem', 'group_code', 'group', 'location', 'area', 'resource'] as const;

/** /admin/audit: every admin change, newest first, a page at a time, filtered by what it concerns (admins only). */
export default function AdminAuditPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const timeZone = useEgo().data?.group.time_zone ?? 'Europe/Berlin';
  const [entity, setEntity] = useState('');
  const log = useAuditLog(entity);
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  const entityName = (name: string) => t(`admin_audit.entities.${name}`, { defaultValue: name });

  return (
    <>
      <SubPageHeader title={t('admin_audit.title')} backTo={paths.settings} />
      <div className="page page-wide admin-people">
        <p className="muted">{t('admin_audit.intro')}</p>
        <div className="admin-audit-filter">
          <FieldSelect name="entity" label={t('admin_audit.entity')} value={entity} onChange={setEntity}>
            <option value="">{t('admin_audit.all')}</option>
            {ENTITIES.map((e) => (
              <option key={e} value={e}>
                {entityName(e)}
              </option>
            ))}
          </FieldSelect>
        </div>
        {log.isError ? <p role="alert">{t('admin_audit.failed')}</p> : null}
        {log.isPending ? <p aria-busy="true">{t('app.loading')}</p> : null}
        {log.data && entries.length === 0 ? <p className="muted">{t('admin_audit.empty')}</p> : null}
        {entries.length > 0 ? (
          <div className="audit-table-wrap">
            <table className="audit-table" data-testid="audit-log">
              <thead>
                <tr>
                  <th scope="col">{t('admin_audit.when')}</th>
                  <th scope="col">{t('admin_audit.who')}</th>
                  <th scope="col">{t('admin_audit.what')}</th>
                  <th scope="col">{t('admin_audit.change')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} data-testid="audit-entry">
                    <td data-label={t('admin_audit.when')}>{formatDate(new Date(entry.created_at), 'long', language, timeZone)}</td>
                    <td data-label={t('admin_audit.who')}>
                      {entry.actor ? `${entry.actor.first_name} ${entry.actor.name}` : t('admin_audit.unknown_actor')}
                    </td>
                    <td data-label={t('admin_audit.what')}>
                      {entityName(entry.entity)} {entrySubject(entry)} {t(`admin_audit.actions.${entry.action}`)}
                    </td>
                    <td data-label={t('admin_audit.change')}>
                      <AuditChange entry={entry} timeZone={timeZone} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {log.hasNextPage ? (
          <Button className="button" onPress={() => void log.fetchNextPage()} isDisabled={log.isFetchingNextPage}>
            {t('admin_audit.more')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
