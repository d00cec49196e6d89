import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { SearchField } from 'react-aria-components/SearchField';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import type { AdminUser } from '../../../../contract/admin-people';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { useEgo } from '../../../entities/ego/get-ego';
import { useDebounced } from '../../../lib/use-debounced';
import { paths } from '../../../lib/paths';
import { useAdminUsers } from '../api/admin-people-api';
import { fullName, UserDialog } from '../components/UserDialog';
import '../admin-people.css';

/** /admin/users: the group's people — search, roles, fixed desk, subscription, approvals, deactivation (admins only). */
export default function AdminUsersPage() {
  const { t } = useTranslation();
  const ego = useEgo();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const [page, setPage] = useState(1);
  const users = useAdminUsers(q, page);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.page_size)) : 1;

  return (
    <>
      <SubPageHeader title={t('admin_users.title')} backTo={paths.settings} />
      <div className="page page-wide admin-people">
        <p className="muted">{t('admin_users.intro')}</p>
        <SearchField
          className="field admin-search"
          value={text}
          onChange={(value) => {
            setText(value);
            setPage(1);
          }}
        >
          <Label>{t('admin_users.search')}</Label>
          <Input data-field="q" />
          <Text slot="description" className="field-help">
            {t('admin_users.search_help')}
          </Text>
        </SearchField>
        {users.isError ? <p role="alert">{t('admin_users.failed')}</p> : null}
        {users.isPending ? <p aria-busy="true">{t('app.loading')}</p> : null}
        {users.data ? (
          <>
            <p className="muted" aria-live="polite">
              {t('admin_users.total', { count: users.data.total })}
            </p>
            {users.data.users.length === 0 ? <p>{t('admin_users.empty')}</p> : null}
            <ul className="admin-user-list" data-testid="admin-users">
              {users.data.users.map((user) => (
                <UserRow key={user.id} user={user} onEdit={() => setEditing(user)} />
              ))}
            </ul>
            {pages > 1 ? (
              <nav className="admin-pager" aria-label={t('admin_users.page', { page, pages })}>
                <Button className="button" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>
                  {t('admin_users.previous')}
                </Button>
                <span>{t('admin_users.page', { page, pages })}</span>
                <Button className="button" isDisabled={page >= pages} onPress={() => setPage(page + 1)}>
                  {t('admin_users.next')}
                </Button>
              </nav>
            ) : null}
          </>
        ) : null}
      </div>
      {editing ? <UserDialog user={editing} isSelf={editing.id === ego.data?.user.id} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

function UserRow({ user, onEdit }: { user: AdminUser; onEdit: () => void }) {
  const { t } = useTranslation();
  const name = fullName(user);
  return (
    <li className={`card admin-user${user.deactivated_at ? ' admin-user-deactivated' : ''}`} data-testid="admin-user">
      <div className="admin-user-text">
        <strong>{name}</strong>
        <span className="muted">
          {user.email}
          {user.department ? ` · ${user.department}` : ''}
        </span>
        <span className="admin-badges">
          {user.deactivated_at ? <span className="admin-badge admin-badge-off">{t('admin_users.deactivated')}</span> : null}
          {user.is_admin ? <span className="admin-badge">{t('admin_users.admin')}</span> : null}
          {user.has_subscription ? <span className="admin-badge">{t('admin_users.subscription')}</span> : null}
        </span>
        {user.fixed_desk ? <span>{t('admin_users.fixed_desk', { desk: user.fixed_desk.label })}</span> : null}
        {user.approver_of.length > 0 ? (
          <span>{t('admin_users.approver', { resources: user.approver_of.map((r) => r.label).join(', ') })}</span>
        ) : null}
      </div>
      <Button className="button" onPress={onEdit} aria-label={t('admin_users.edit_label', { name })}>
        {t('admin_users.edit')}
      </Button>
    </li>
  );
}
