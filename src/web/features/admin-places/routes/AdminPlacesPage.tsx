import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { placesSearchSchema } from '../../../../contract/admin-places';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { paths } from '../../../lib/paths';
import { AreaResourcesView } from '../components/AreaResourcesView';
import { LocationsView } from '../components/LocationsView';
import '../admin-places.css';

/** /admin/places: locations and their areas; with `?area=<id>` the resources of that area (admins only: others get the server's 403). */
export default function AdminPlacesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const search = placesSearchSchema.safeParse({ area: params.get('area') ?? undefined });
  const areaId = search.success ? search.data.area : undefined;
  return (
    <>
      <SubPageHeader title={t('adminPlaces.title')} backTo={areaId ? paths.adminPlaces : paths.settings} />
      <div className="page page-wide">{areaId ? <AreaResourcesView areaId={areaId} /> : <LocationsView />}</div>
    </>
  );
}
