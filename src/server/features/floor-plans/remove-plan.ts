import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import { presentPlan } from './presenter';
import { clearPositions, deletePlan, findArea } from './repository';

/** Removes an area's plan; its resources lose their places, which meant nothing without it. */
export async function removePlan(database: Database, { auth }: RequestContext, areaId: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    if (!(await findArea(tx, auth.groupId, areaId))) throw notFound();
    const removed = await deletePlan(tx, auth.groupId, areaId);
    if (!removed) throw notFound();
    await clearPositions(tx, auth.groupId, areaId);
    await recordAudit(tx, auth, { action: 'delete', entity: 'area_plan', entityId: areaId, before: presentPlan(removed), after: null });
  });
}
