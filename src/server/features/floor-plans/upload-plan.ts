import type { PlanLayout } from '../../../contract/floor-plans';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import type { PlanImage } from './plan-image';
import { presentLayout, presentPlan } from './presenter';
import { areaResources, findArea, findPlanMeta, upsertPlan } from './repository';

/** Stores an area's plan (checked and sanitised before), replacing the one it had; placed resources keep their place. */
export async function uploadPlan(
  database: Database,
  { auth }: RequestContext,
  areaId: number,
  image: PlanImage,
  now: Date,
): Promise<PlanLayout> {
  return database.db.transaction(async (tx) => {
    const area = await findArea(tx, auth.groupId, areaId);
    if (!area) throw notFound();
    const before = await findPlanMeta(tx, auth.groupId, areaId);
    const plan = await upsertPlan(tx, { groupId: auth.groupId, areaId, ...image }, now);
    await recordAudit(tx, auth, {
      action: before ? 'update' : 'create',
      entity: 'area_plan',
      entityId: areaId,
      before: before ? presentPlan(before) : null,
      after: { ...presentPlan(plan), bytes: image.content.length },
    });
    return presentLayout(area, plan, await areaResources(tx, auth.groupId, areaId));
  });
}
