import { z } from 'zod';
import { bookableCategorySchema } from './bookables';
import { idParamSchema } from './ids';

/** Resource kinds an admin manages (the same as the server's `RESOURCE_KINDS`). */
export const RESOURCE_KINDS = ['desk', 'room', 'bookable', 'parking'] as const;
export const resourceKindSchema = z.enum(RESOURCE_KINDS, 'validation.invalid');
export type ResourceKind = z.infer<typeof resourceKindSchema>;

export const PLACE_NAME_MAX = 100;
export const ADDRESS_MAX = 300;
export const RESOURCE_LABEL_MAX = 100;
export const RESOURCE_DESCRIPTION_MAX = 1000;
export const RESOURCE_CAPACITY_MAX = 10_000;
/** Equipment, layouts and approvers each hold at most this many entries. */
export const RESOURCE_LIST_MAX = 50;
export const RESOURCE_LIST_ENTRY_MAX = 100;

const requiredText = (max: number) => z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.too_long');
const textList = z
  .array(z.string('validation.invalid').trim().min(1, 'validation.required').max(RESOURCE_LIST_ENTRY_MAX, 'validation.too_long'))
  .max(RESOURCE_LIST_MAX, 'validation.resource_list_too_long')
  .default([]);
const emailSchema = z.string('validation.invalid').trim().toLowerCase().max(254, 'validation.too_long').pipe(z.email('validation.email'));

export const locationBodySchema = z.object({
  name: requiredText(PLACE_NAME_MAX),
  address: z.string('validation.invalid').trim().max(ADDRESS_MAX, 'validation.too_long').default(''),
});
export type LocationBody = z.infer<typeof locationBodySchema>;
export type LocationInput = z.input<typeof locationBodySchema>;

export const areaBodySchema = z.object({ name: requiredText(PLACE_NAME_MAX) });
export type AreaBody = z.infer<typeof areaBodySchema>;

export const adminAreaSchema = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  name: z.string(),
  /** every resource of the area, in service or not */
  resource_count: z.number().int(),
});
export type AdminArea = z.infer<typeof adminAreaSchema>;

export const adminLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  areas: z.array(adminAreaSchema),
});
export type AdminLocation = z.infer<typeof adminLocationSchema>;

export const adminPlacesResponseSchema = z.object({ locations: z.array(adminLocationSchema) });
export type AdminPlacesResponse = z.infer<typeof adminPlacesResponseSchema>;

/**
 * A resource's fields; which of them apply depends on the kind (desk: label, equipment, owner; room: label,
 * capacity, layouts, equipment, catering; bookable: label, category, description, capacity, requestable,
 * approvers; parking: label). Fields of other kinds are ignored.
 */
const resourceFields = {
  label: requiredText(RESOURCE_LABEL_MAX),
  equipment: textList,
  owner_email: emailSchema.nullable().default(null),
  capacity: z
    .number('validation.invalid')
    .int('validation.invalid')
    .min(1, 'validation.capacity_at_least_one')
    .max(RESOURCE_CAPACITY_MAX, 'validation.number_too_large')
    .nullable()
    .default(null),
  layouts: textList,
  catering_offered: z.boolean('validation.invalid').default(false),
  category: bookableCategorySchema.nullable().default(null),
  description: z.string('validation.invalid').trim().max(RESOURCE_DESCRIPTION_MAX, 'validation.too_long').default(''),
  requestable: z.boolean('validation.invalid').default(false),
  approver_emails: z.array(emailSchema).max(RESOURCE_LIST_MAX, 'validation.resource_list_too_long').default([]),
};

type KindFields = { kind: ResourceKind; capacity: number | null; category: string | null };
/** A room needs its capacity, a bookable its category. */
function requireKindFields(body: KindFields, ctx: z.RefinementCtx) {
  if (body.kind === 'room' && body.capacity === null) ctx.addIssue({ code: 'custom', path: ['capacity'], message: 'validation.required' });
  if (body.kind === 'bookable' && body.category === null)
    ctx.addIssue({ code: 'custom', path: ['category'], message: 'validation.required' });
}

export const createResourceBodySchema = z.object({ kind: resourceKindSchema, ...resourceFields }).superRefine(requireKindFields);
export type CreateResourceBody = z.infer<typeof createResourceBodySchema>;
export type CreateResourceInput = z.input<typeof createResourceBodySchema>;

/** Editing keeps the kind; the server checks the kind's required fields against the stored kind. */
export const updateResourceBodySchema = z.object(resourceFields);
export type UpdateResourceBody = z.infer<typeof updateResourceBodySchema>;
export type UpdateResourceInput = z.input<typeof updateResourceBodySchema>;

export const resourceServiceBodySchema = z.object({ active: z.boolean('validation.invalid') });
export type ResourceServiceBody = z.infer<typeof resourceServiceBodySchema>;

export const adminResourceSchema = z.object({
  id: z.number().int(),
  kind: resourceKindSchema,
  area_id: z.number().int(),
  label: z.string(),
  /** false: out of service (not bookable, kept with its history) */
  active: z.boolean(),
  uuid: z.string(),
  equipment: z.array(z.string()),
  owner_email: z.string().nullable(),
  capacity: z.number().int().nullable(),
  layouts: z.array(z.string()),
  catering_offered: z.boolean(),
  category: bookableCategorySchema.nullable(),
  description: z.string(),
  requestable: z.boolean(),
  approver_emails: z.array(z.string()),
});
export type AdminResource = z.infer<typeof adminResourceSchema>;

export const areaResourcesResponseSchema = z.object({
  area: adminAreaSchema.extend({ location_name: z.string() }),
  resources: z.array(adminResourceSchema),
});
export type AreaResourcesResponse = z.infer<typeof areaResourcesResponseSchema>;

/** `/admin/places?area=<id>`: the area whose resources are shown. */
export const placesSearchSchema = z.object({ area: idParamSchema.optional() });
