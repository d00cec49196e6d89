import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from 'react-aria-components/Button';
import { areaBodySchema, locationBodySchema, type AdminArea, type AdminLocation } from '../../../../contract/admin-places';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextInput } from '../../../components/form/TextInput';
import { useForm } from '../../../components/form/use-form';
import { announce } from '../../../lib/announcer';
import { paths } from '../../../lib/paths';
import {
  useCreateArea,
  useCreateLocation,
  useDeleteArea,
  useDeleteLocation,
  usePlaces,
  useRenameArea,
  useUpdateLocation,
} from '../api/places-api';
import { EditDeleteControls } from './EditDeleteControls';

/** The group's locations with their areas: add, rename and delete them. */
export function LocationsView() {
  const { t } = useTranslation();
  const places = usePlaces();
  return (
    <div className="columns">
      <div className="column column-sticky">
        <section className="card" aria-labelledby="places-add-location">
          <h2 id="places-add-location">{t('adminPlaces.addLocation')}</h2>
          <p className="muted">{t('adminPlaces.intro')}</p>
          <LocationForm />
          <p>
            <Link to={paths.qrSheet}>{t('adminPlaces.qrLink')}</Link>
          </p>
        </section>
      </div>
      <div className="column">
        {places.isError ? <p role="alert">{t('adminPlaces.failed')}</p> : null}
        {places.isPending ? <p aria-busy="true">{t('app.loading')}</p> : null}
        {places.data?.locations.length === 0 ? <p className="card">{t('adminPlaces.noLocations')}</p> : null}
        {places.data?.locations.map((location) => (
          <LocationCard key={location.id} location={location} />
        ))}
      </div>
    </div>
  );
}

/** Adds a location, or edits one when given. */
function LocationForm({ location, onDone }: { location?: AdminLocation; onDone?: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ name: location?.name ?? '', address: location?.address ?? '' });
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const pending = create.isPending || update.isPending;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const body = form.validate(locationBodySchema);
    if (!body) return;
    const options = {
      onSuccess: (saved: AdminLocation) => {
        if (!location) form.setValues({ name: '', address: '' });
        announce(t('adminPlaces.saved'));
        onDone?.();
        return saved;
      },
      onError: (error: unknown) => form.showFailure(error, { invalid: t('form.invalid') }),
    };
    if (location) update.mutate({ id: location.id, body }, options);
    else create.mutate(body, options);
  };
  return (
    <form id={form.formId} onSubmit={onSubmit} noValidate className="form">
      <FormMessage text={form.formError} tone="error" />
      <TextInput
        name="name"
        label={t('adminPlaces.locationName')}
        value={form.values.name}
        onChange={form.setField('name')}
        errors={form.errors.name}
        isRequired
      />
      <TextInput
        name="address"
        label={t('adminPlaces.address')}
        value={form.values.address}
        onChange={form.setField('address')}
        errors={form.errors.address}
      />
      <div className="places-actions">
        <SubmitButton label={location ? t('adminPlaces.save') : t('adminPlaces.addLocation')} isPending={pending} />
        {onDone ? (
          <Button className="button" onPress={onDone}>
            {t('adminPlaces.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function LocationCard({ location }: { location: AdminLocation }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteLocation();
  const headingId = `places-location-${location.id}`;
  return (
    <section className="card places-location" aria-labelledby={headingId} data-testid="places-location">
      {editing ? (
        <>
          <h2 id={headingId}>{t('adminPlaces.editLocation')}</h2>
          <LocationForm location={location} onDone={() => setEditing(false)} />
        </>
      ) : (
        <>
          <h2 id={headingId}>{location.name}</h2>
          {location.address ? <p className="muted">{location.address}</p> : null}
          <EditDeleteControls
            name={location.name}
            editLabel={t('adminPlaces.editLocation')}
            deleteLabel={t('adminPlaces.deleteLocation')}
            confirmText={t('adminPlaces.confirmDeleteLocation', { name: location.name })}
            onEdit={() => setEditing(true)}
            remove={(callbacks) => remove.mutate(location.id, callbacks)}
          />
        </>
      )}
      <h3>{t('adminPlaces.areas')}</h3>
      {location.areas.length === 0 ? <p className="muted">{t('adminPlaces.noAreas')}</p> : null}
      <ul className="places-list">
        {location.areas.map((area) => (
          <AreaItem key={area.id} area={area} />
        ))}
      </ul>
      <AreaForm locationId={location.id} />
    </section>
  );
}

function AreaItem({ area }: { area: AdminArea }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteArea();
  return (
    <li className="places-item">
      {editing ? (
        <AreaForm area={area} locationId={area.location_id} onDone={() => setEditing(false)} />
      ) : (
        <>
          <span className="places-item-text">
            <Link to={paths.adminPlacesArea(area.id)} aria-label={t('adminPlaces.showResources', { name: area.name })}>
              {area.name}
            </Link>{' '}
            <span className="muted">{t('adminPlaces.resourceCount', { count: area.resource_count })}</span>
          </span>
          <EditDeleteControls
            name={area.name}
            editLabel={t('adminPlaces.edit')}
            deleteLabel={t('adminPlaces.deleteArea')}
            confirmText={t('adminPlaces.confirmDeleteArea', { name: area.name })}
            onEdit={() => setEditing(true)}
            remove={(callbacks) => remove.mutate(area.id, callbacks)}
          />
        </>
      )}
    </li>
  );
}

/** Adds an area to a location, or renames one when given. */
function AreaForm({ locationId, area, onDone }: { locationId: number; area?: AdminArea; onDone?: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ name: area?.name ?? '' });
  const create = useCreateArea();
  const rename = useRenameArea();
  const pending = create.isPending || rename.isPending;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const body = form.validate(areaBodySchema);
    if (!body) return;
    const options = {
      onSuccess: () => {
        if (!area) form.setValues({ name: '' });
        announce(t('adminPlaces.saved'));
        onDone?.();
      },
      onError: (error: unknown) => form.showFailure(error, { invalid: t('form.invalid') }),
    };
    if (area) rename.mutate({ id: area.id, name: body.name }, options);
    else create.mutate({ locationId, name: body.name }, options);
  };
  return (
    <form id={form.formId} onSubmit={onSubmit} noValidate className="form places-area-form">
      <FormMessage text={form.formError} tone="error" />
      <TextInput
        name="name"
        label={area ? t('adminPlaces.renameArea') : t('adminPlaces.areaName')}
        value={form.values.name}
        onChange={form.setField('name')}
        errors={form.errors.name}
        isRequired
      />
      <div className="places-actions">
        <SubmitButton label={area ? t('adminPlaces.save') : t('adminPlaces.addArea')} isPending={pending} />
        {onDone ? (
          <Button className="button" onPress={onDone}>
            {t('adminPlaces.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
