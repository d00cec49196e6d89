import type { AdminLocation, LocationBody } from '../../../contract/admin-places';
import type { Database } from '../../db/client';
import { locations } from '../../db/schema';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import { rethrowNameTaken } from './name-taken';
import { presentLocation } from './presenter';

export async function createLocation(database: Database, { auth }: RequestContext, body: LocationBody): Promise<AdminLocation> {
  return database.db
    .transaction(async (tx) => {
      const [location] = await tx.insert(locations).values({ groupId: auth.groupId, name: body.name, address: body.address }).returning();
      if (!location) throw new Error('location insert returned nothing');
      await recordAudit(tx, auth, { action: 'create', entity: 'location', entityId: location.id, after: location });
      return presentLocation(location, []);
    })
    .catch(rethrowNameTaken('validation.location_name_taken'));
}
