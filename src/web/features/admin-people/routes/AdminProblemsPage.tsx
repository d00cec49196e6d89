import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs';
import type { AdminDeskProblem, DeskProblemState } from '../../../../contract/admin-people';
import { formatDate } from '../../../../domain/date-format';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { useEgo } from '../../../entities/ego/get-ego';
import { announce } from '../../../lib/announcer';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useDeskProblems, useResolveProblem } from '../api/admin-people-api';
import '../admin-people.css';

/** /admin/problems: desk problem reports, open and resolved; resolving one tells the reporter (admins only). */
export default function AdminProblemsPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<DeskProblemState>('open');
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <SubPageHeader title={t('admin_problems.title')} backTo={paths.settings} />
      <div className="page page-wide admin-people">
        <FormMessage text={done} tone="success" />
        <Tabs selectedKey={state} onSelectionChange={(key) => setState(key === 'resolved' ? 'resolved' : 'open')}>
          <TabList className="admin-tabs" aria-label={t('admin_problems.tabs')}>
            <Tab id="open" className="admin-tab">
              {t('admin_problems.open')}
            </Tab>
            <Tab id="resolved" className="admin-tab">
              {t('admin_problems.resolved')}
            </Tab>
          </TabList>
          <TabPanel id="open">
            <ProblemList state="open" onResolved={setDone} />
          </TabPanel>
          <TabPanel id="resolved">
            <ProblemList state="resolved" onResolved={setDone} />
          </TabPanel>
        </Tabs>
      </div>
    </>
  );
}

function ProblemList({ state, onResolved }: { state: DeskProblemState; onResolved: (text: string) => void }) {
  const { t } = useTranslation();
  const problems = useDeskProblems(state);
  if (problems.isError) return <p role="alert">{t('admin_problems.failed')}</p>;
  if (!problems.data) return <p aria-busy="true">{t('app.loading')}</p>;
  if (problems.data.problems.length === 0)
    return <p className="muted">{t(state === 'open' ? 'admin_problems.empty_open' : 'admin_problems.empty_resolved')}</p>;
  return (
    <ul className="admin-problem-list card-columns" data-testid={`problems-${state}`}>
      {problems.data.problems.map((p) => (
        <ProblemCard key={p.id} problem={p} onResolved={onResolved} />
      ))}
    </ul>
  );
}

function ProblemCard({ problem, onResolved }: { problem: AdminDeskProblem; onResolved: (text: string) => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const timeZone = useEgo().data?.group.time_zone ?? 'Europe/Berlin';
  const resolve = useResolveProblem();
  const when = (instant: string) => formatDate(new Date(instant), 'long', language, timeZone);
  const reporter = `${problem.reporter.first_name} ${problem.reporter.name}`;
  const onResolve = () =>
    resolve.mutate(problem.id, {
      onSuccess: () => {
        const text = t('admin_problems.resolved_done', { desk: problem.desk.label, name: reporter });
        onResolved(text);
        announce(text);
      },
    });
  return (
    <li className="card admin-problem" data-testid="problem">
      <h2>{t('admin_problems.desk', { desk: problem.desk.label })}</h2>
      <p className="muted">{problem.desk.place}</p>
      <p>
        <strong>{t(`desk_problem.types.${problem.type}`)}</strong>
        {problem.description ? ` – ${problem.description}` : ''}
      </p>
      <p className="muted">{t('admin_problems.reported', { name: reporter, date: when(problem.created_at) })}</p>
      {problem.resolved_at ? (
        <p className="muted">
          {problem.resolved_by
            ? t('admin_problems.resolved_by', {
                name: `${problem.resolved_by.first_name} ${problem.resolved_by.name}`,
                date: when(problem.resolved_at),
              })
            : t('admin_problems.resolved_info', { date: when(problem.resolved_at) })}
        </p>
      ) : (
        <Button
          className="button office-primary"
          onPress={onResolve}
          isDisabled={resolve.isPending}
          aria-label={t('admin_problems.resolve_label', { desk: problem.desk.label })}
        >
          {t('admin_problems.resolve')}
        </Button>
      )}
    </li>
  );
}
