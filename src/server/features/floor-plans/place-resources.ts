import type { PlanLayout, PositionsBody } from '../../../contract/floor-plans';
import type { Database } from '../../db/client';
import { invalid, notFound, type FieldErrors } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import { presentLayout, presentPlanResource } from './presenter';
import { areaResources, findArea, findPlanMeta, setPosition } from './repository';

/** Two decimals, as the column stores them. */
const rounded = (value: number) => Math.round(value * 100) / 100;

/**
 * Places resources of the area on its plan (each given one moves; the others stay). A resource of another area, an
 * unknown one or one given twice is the field's error and nothing moves. One audit entry per resource that moved.
 */
export async function placeResources(
  database: Database,
  { auth }: RequestContext,
  areaId: number,
  body: PositionsBody,
): Promise<PlanLayout> {
  return database.db.transaction(async (tx) => {
    const area = await findArea(tx, auth.groupId, areaId);
    if (!area) throw notFound();
    const plan = await findPlanMeta(tx, auth.groupId, areaId);
    if (!plan) throw invalid({ positions: [{ key: 'validation.plan_missing' }] });
    const ids = body.positions.map((p) => p.resource_id);
    const current = new Map((await areaResources(tx, auth.groupId, areaId, ids)).map((r) => [r.id, r]));
    const fields: FieldErrors = {};
    const seen = new Set<number>();
    body.positions.forEach((position, index) => {
      if (!current.has(position.resource_id)) fields[`positions.${index}.resource_id`] = [{ key: 'validation.plan_resource_unknown' }];
      else if (seen.has(position.resource_id)) fields[`positions.${index}.resource_id`] = [{ key: 'validation.plan_resource_twice' }];
      seen.add(position.resource_id);
    });
    if (Object.keys(fields).length > 0) throw invalid(fields);
    for (const position of body.positions) {
      const before = current.get(position.resource_id);
      if (!before) continue;
      const x = rounded(position.x);
      const y = rounded(position.y);
      if (before.planX === x && before.planY === y) continue;
      await setPosition(tx, auth.groupId, position.resource_id, x, y);
      await recordAudit(tx, auth, {
        action: 'update',
        entity: 'resource_position',
        entityId: position.resource_id,
        before: presentPlanResource(before),
        after: presentPlanResource({ ...before, planX: x, planY: y }),
      });
    }
    return presentLayout(area, plan, await areaResources(tx, auth.groupId, areaId));
  });
}
