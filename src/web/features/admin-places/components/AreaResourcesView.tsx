import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from 'react-aria-components/Button';
import type { AdminResource } from '../../../../contract/admin-places';
import { FormMessage } from '../../../components/form/FormMessage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { announce } from '../../../lib/announcer';
import { paths } from '../../../lib/paths';
import { useAreaResources, useSetInService } from '../api/places-api';
import { ResourceDialog } from './ResourceDialog';
import { useActionMessage } from './use-action-message';

/** Every resource of one area (all kinds, in service or not): add, edit, take out of service or back. */
export function AreaResourcesView({ areaId }: { areaId: number }) {
  const { t } = useTranslation();
  const area = useAreaResources(areaId);
  const service = useSetInService();
  const action = useActionMessage();
  const [dialog, setDialog] = useState<{ resource?: AdminResource } | null>(null);
  const [retiring, setRetiring] = useState<AdminResource | null>(null);

  const setActive = (resource: AdminResource, active: boolean) => {
    setRetiring(null);
    action.setMessage(null);
    service.mutate(
      { id: resource.id, active },
      {
        onSuccess: () => announce(`${resource.label}: ${t(active ? 'adminPlaces.inService' : 'adminPlaces.outOfService')}`),
        onError: action.fail,
      },
    );
  };

  return (
    <>
      <p>
        <Link to={paths.adminPlaces}>{t('adminPlaces.back')}</Link>
      </p>
      {area.isError ? <p role="alert">{t('adminPlaces.failed')}</p> : null}
      {area.isPending ? <p aria-busy="true">{t('app.loading')}</p> : null}
      {area.data ? (
        <section className="card" aria-labelledby="places-area-title" data-testid="area-resources">
          <h2 id="places-area-title">
            {t('adminPlaces.resourcesTitle', { area: area.data.area.name, location: area.data.area.location_name })}
          </h2>
          <div className="places-actions">
            <Button className="button office-primary" onPress={() => setDialog({})}>
              {t('adminPlaces.addResource')}
            </Button>
            <Link to={paths.qrSheet}>{t('adminPlaces.qrLink')}</Link>
          </div>
          <FormMessage text={action.message} tone="error" />
          {area.data.resources.length === 0 ? <p className="muted">{t('adminPlaces.noResources')}</p> : null}
          <ul className="places-list places-resources">
            {area.data.resources.map((resource) => (
              <li key={resource.id} className="places-item" data-testid="places-resource">
                <span className="places-item-text">
                  <strong>{resource.label}</strong> <span className="muted">{t(`adminPlaces.kinds.${resource.kind}`)}</span>{' '}
                  <span className={resource.active ? 'places-state' : 'places-state places-state-off'}>
                    {t(resource.active ? 'adminPlaces.inService' : 'adminPlaces.outOfService')}
                  </span>
                </span>
                <span className="places-actions">
                  <Button
                    className="button"
                    onPress={() => setDialog({ resource })}
                    aria-label={t('adminPlaces.editResource', { label: resource.label })}
                  >
                    {t('adminPlaces.edit')}
                  </Button>
                  {resource.active ? (
                    <Button className="button danger" onPress={() => setRetiring(resource)}>
                      {t('adminPlaces.takeOutOfService')}
                    </Button>
                  ) : (
                    <Button className="button" onPress={() => setActive(resource, true)}>
                      {t('adminPlaces.putInService')}
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {dialog ? <ResourceDialog areaId={areaId} resource={dialog.resource} onClose={() => setDialog(null)} /> : null}
      {retiring ? (
        <ConfirmDialog
          title={t('adminPlaces.confirmOutOfService', { label: retiring.label })}
          text={t('adminPlaces.confirmOutOfServiceText')}
          confirmLabel={t('adminPlaces.takeOutOfService')}
          onConfirm={() => setActive(retiring, false)}
          onCancel={() => setRetiring(null)}
        />
      ) : null}
    </>
  );
}
