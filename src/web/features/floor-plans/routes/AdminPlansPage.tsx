import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { PLAN_MAX_BYTES } from '../../../../contract/floor-plans';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { FormMessage } from '../../../components/form/FormMessage';
import { useForm } from '../../../components/form/use-form';
import { announce } from '../../../lib/announcer';
import { paths } from '../../../lib/paths';
import { usePlanAreas, usePlanLayout, useRemovePlan, useUploadPlan } from '../api/plans-admin';
import { PlanEditor } from '../components/PlanEditor';
import '../floor-plans.css';

/** /admin/plans?area=<id>: an area's floor plan (upload, replace, remove) and where its resources sit on it. */
export default function AdminPlansPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const areas = usePlanAreas();
  const selectId = useId();
  const wanted = Number(params.get('area')) || null;
  const list = areas.data?.areas ?? [];
  const areaId = list.find((a) => a.area.id === wanted)?.area.id ?? list[0]?.area.id ?? null;
  const layout = usePlanLayout(areaId);

  return (
    <>
      <SubPageHeader title={t('plans_admin.title')} backTo={paths.settings} />
      <div className="page page-wide">
        <p>{t('plans_admin.intro')}</p>
        {areas.isPending ? (
          <p aria-busy="true">{t('app.loading')}</p>
        ) : list.length === 0 ? (
          <p>{t('plans_admin.no_areas')}</p>
        ) : (
          <div className="columns plan-admin-columns">
            <div className="column">
              <section className="card" aria-labelledby="plan-area-title">
                <h2 id="plan-area-title">{t('plans_admin.area')}</h2>
                <div className="field">
                  <label htmlFor={selectId}>{t('plans_admin.area')}</label>
                  <select id={selectId} value={areaId ?? ''} onChange={(e) => setParams({ area: e.target.value }, { replace: true })}>
                    {list.map((a) => (
                      <option key={a.area.id} value={a.area.id}>
                        {t('plans_admin.area_option', { location: a.location.name, area: a.area.name })}
                        {a.has_plan ? ` (${t('plans_admin.has_plan')})` : ''}
                      </option>
                    ))}
                  </select>
                </div>
                {layout.data ? (
                  <PlanFile
                    key={layout.data.area.id}
                    areaId={layout.data.area.id}
                    areaName={layout.data.area.name}
                    hasPlan={layout.data.plan !== null}
                  />
                ) : null}
              </section>
            </div>
            <div className="column">
              {layout.isPending ? (
                <p aria-busy="true">{t('app.loading')}</p>
              ) : layout.data?.plan ? (
                <PlanEditor
                  key={`${layout.data.area.id}/${layout.data.plan.version}`}
                  layout={{ ...layout.data, plan: layout.data.plan }}
                />
              ) : (
                <p className="card">{t('plans_admin.no_plan')}</p>
              )}
            </div>
          </div>
        )}
      </div>
    </>
  );
}

/** The plan file of an area: upload or replace (the server checks and sanitises it), or remove. */
function PlanFile({ areaId, areaName, hasPlan }: { areaId: number; areaName: string; hasPlan: boolean }) {
  const { t } = useTranslation();
  const form = useForm({ plan: '' });
  const upload = useUploadPlan();
  const remove = useRemovePlan();
  const fileId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const planErrors = form.errors.plan ?? [];

  const submit = () => {
    setDone(null);
    if (!file) {
      form.showErrors({ plan: [t('validation.required')] });
      return;
    }
    if (file.size > PLAN_MAX_BYTES) {
      form.showErrors({ plan: [t('validation.plan_too_large', { max: PLAN_MAX_BYTES / (1024 * 1024) })] });
      return;
    }
    upload.mutate(
      { areaId, file },
      {
        onSuccess: () => {
          form.setErrors({});
          form.setFormError(null);
          setDone(t('plans_admin.uploaded'));
          announce(t('plans_admin.uploaded'));
        },
        onError: (error) => form.showFailure(error),
      },
    );
  };

  return (
    <form
      id={form.formId}
      className="plan-file"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormMessage text={form.formError} tone="error" />
      <FormMessage text={done} tone="success" />
      <div className="field">
        <label htmlFor={fileId}>{t('plans_admin.file')}</label>
        <input
          id={fileId}
          name="plan"
          type="file"
          accept=".svg,.png,image/svg+xml,image/png"
          aria-invalid={planErrors.length > 0 || undefined}
          aria-describedby={planErrors.length > 0 ? errorId : undefined}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        {planErrors.length > 0 ? (
          <p id={errorId} className="field-error" data-testid="plan-error">
            {planErrors.join(' ')}
          </p>
        ) : null}
      </div>
      <div className="plan-file-actions">
        <Button type="submit" className="button office-primary" isDisabled={upload.isPending}>
          {t(hasPlan ? 'plans_admin.replace' : 'plans_admin.upload')}
        </Button>
        {hasPlan ? (
          <Button className="button" isDisabled={remove.isPending} onPress={() => setConfirming(true)}>
            {t('plans_admin.remove')}
          </Button>
        ) : null}
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t('plans_admin.remove')}
          text={t('plans_admin.remove_confirm', { area: areaName })}
          confirmLabel={t('plans_admin.remove')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            remove.mutate(areaId, {
              onSuccess: () => {
                setDone(t('plans_admin.removed'));
                announce(t('plans_admin.removed'));
              },
              onError: (error) => form.showFailure(error),
            });
          }}
        />
      ) : null}
    </form>
  );
}
