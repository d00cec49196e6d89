import { z } from 'zod';
import { localDaySchema } from './bookings';
import { idParamSchema, idSchema } from './ids';

/** Largest plan image an admin may upload (the raw SVG or PNG). */
export const PLAN_MAX_BYTES = 2 * 1024 * 1024;
/** Largest plan side in pixels (PNG) or view-box units (SVG). */
export const PLAN_MAX_SIDE = 20_000;
export const PLAN_MEDIA_TYPES = ['image/svg+xml', 'image/png'] as const;
export const PLAN_RESOURCE_KINDS = ['desk', 'room', 'bookable', 'parking'] as const;
export type PlanResourceKind = (typeof PLAN_RESOURCE_KINDS)[number];

/**
 * How a resource looks to the caller on the plan in the asked time: `mine` (the caller holds it), `team` (a linked
 * colleague who shows their presence holds it), `taken` (someone else does), `free`.
 */
export const MARKER_STATES = ['free', 'taken', 'mine', 'team'] as const;
export type MarkerState = (typeof MARKER_STATES)[number];

export const planSchema = z.object({
  media_type: z.enum(PLAN_MEDIA_TYPES),
  width: z.number().int(),
  height: z.number().int(),
  /** Changes with every upload; the web asks for the image with it, so a replaced plan is never an old cached one. */
  version: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

export const areaRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** A percent of the plan's width or height. */
const percentSchema = z.number('validation.invalid').min(0, 'validation.plan_position_range').max(100, 'validation.plan_position_range');

export const positionSchema = z.object({ resource_id: idSchema, x: percentSchema, y: percentSchema });
export const positionsBodySchema = z.object({
  positions: z.array(positionSchema).max(1000, 'validation.invalid'),
});
export type PositionsBody = z.infer<typeof positionsBodySchema>;

export const planResourceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PLAN_RESOURCE_KINDS),
  label: z.string(),
  x: z.number().nullable(),
  y: z.number().nullable(),
});
export type PlanResource = z.infer<typeof planResourceSchema>;

/** The admin editor's view of one area: its plan (if any) and all its resources in service, placed or not. */
export const planLayoutSchema = z.object({
  area: areaRefSchema,
  location: areaRefSchema,
  plan: planSchema.nullable(),
  resources: z.array(planResourceSchema),
});
export type PlanLayout = z.infer<typeof planLayoutSchema>;

/** Every area of the group, for the editor's area picker. */
export const planAreasResponseSchema = z.object({
  areas: z.array(z.object({ area: areaRefSchema, location: areaRefSchema, has_plan: z.boolean() })),
});
export type PlanAreasResponse = z.infer<typeof planAreasResponseSchema>;

/** Which markers the day views ask for: one kind, a day, optionally a slot or hours (else the whole day). */
export const planMarkersQuerySchema = z
  .object({
    kind: z.enum(PLAN_RESOURCE_KINDS),
    day: localDaySchema,
    location_id: idParamSchema.optional(),
    slot_id: idParamSchema.optional(),
    start_minute: z.coerce.number().int().min(0).max(1440).optional(),
    end_minute: z.coerce.number().int().min(0).max(1440).optional(),
  })
  .superRefine((query, ctx) => {
    const hasHours = query.start_minute !== undefined || query.end_minute !== undefined;
    if (query.slot_id !== undefined && hasHours) ctx.addIssue({ code: 'custom', path: ['slot_id'], message: 'validation.slot_or_hours' });
    if (hasHours && !(query.start_minute !== undefined && query.end_minute !== undefined && query.start_minute < query.end_minute)) {
      ctx.addIssue({ code: 'custom', path: ['end_minute'], message: 'validation.end_after_start' });
    }
  });
export type PlanMarkersQuery = z.infer<typeof planMarkersQuerySchema>;

export const planMarkerSchema = z.object({
  resource_id: z.number().int(),
  label: z.string(),
  x: z.number(),
  y: z.number(),
  state: z.enum(MARKER_STATES),
});
export type PlanMarker = z.infer<typeof planMarkerSchema>;

export const areaPlanMarkersSchema = z.object({
  area: areaRefSchema,
  location: areaRefSchema,
  plan: planSchema,
  markers: z.array(planMarkerSchema),
});
export type AreaPlanMarkers = z.infer<typeof areaPlanMarkersSchema>;

/** The areas with a plan and placed resources of the kind, each with every marker's state: one round trip per view. */
export const planMarkersResponseSchema = z.object({ areas: z.array(areaPlanMarkersSchema) });
export type PlanMarkersResponse = z.infer<typeof planMarkersResponseSchema>;

export const planImageQuerySchema = z.object({ v: z.string().max(64).optional() });
