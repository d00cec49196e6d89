import { z } from 'zod';
import { DESK_PROBLEM_TYPES, localDaySchema } from './bookings';
import { idParamSchema, idSchema } from './ids';
import { STAFF_QUERY_MAX } from './team';

export const ADMIN_USERS_PAGE_SIZE = 25;
/** Most resources one user can approve, and most subscription periods removed at once. */
export const ADMIN_USER_LIST_MAX = 200;
/** The newest reports per state the problem list shows. */
export const DESK_PROBLEMS_LIST_MAX = 100;

/** `GET admin/users?q=&page=`: the group's users (deactivated ones too) by name, e-mail or department, by name. */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(STAFF_QUERY_MAX, 'validation.too_long').default(''),
  page: idParamSchema.default(1),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

const namedResourceSchema = z.object({ id: z.number().int(), label: z.string(), place: z.string() });

export const adminSubscriptionSchema = z.object({
  id: z.number().int(),
  /** first and last day covered (`YYYY-MM-DD`); null: open */
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  name: z.string(),
  email: z.string(),
  department: z.string(),
  is_admin: z.boolean(),
  /** the requestable resources and rooms whose requests this user decides */
  approver_of: z.array(namedResourceSchema),
  fixed_desk: namedResourceSchema.nullable(),
  has_subscription: z.boolean(),
  subscriptions: z.array(adminSubscriptionSchema),
  /** when an admin deactivated the account; null while active */
  deactivated_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  page: z.number().int(),
  total: z.number().int(),
  page_size: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** `GET admin/user_options`: what the user dialog offers: the group's desks and the resources that can have approvers. */
export const adminUserOptionsSchema = z.object({
  desks: z.array(namedResourceSchema.extend({ owner_user_id: z.number().int().nullable() })),
  approvable: z.array(namedResourceSchema.extend({ kind: z.enum(['room', 'bookable']) })),
});
export type AdminUserOptions = z.infer<typeof adminUserOptionsSchema>;

/**
 * `PUT admin/users/:id`: the fields to change (others stay). `fixed_desk_id` null frees the user's fixed desk;
 * `subscription_from` + `subscription_until` add a period; `approver_resource_ids` replaces the resources the user approves.
 */
export const updateAdminUserBodySchema = z
  .object({
    is_admin: z.boolean('validation.invalid').optional(),
    fixed_desk_id: idSchema.nullable().optional(),
    has_subscription: z.boolean('validation.invalid').optional(),
    subscription_from: localDaySchema.optional(),
    subscription_until: localDaySchema.optional(),
    remove_subscription_ids: z.array(idSchema).max(ADMIN_USER_LIST_MAX, 'validation.invalid').optional(),
    approver_resource_ids: z.array(idSchema).max(ADMIN_USER_LIST_MAX, 'validation.invalid').optional(),
  })
  .superRefine((body, ctx) => {
    if (Object.values(body).every((value) => value === undefined))
      ctx.addIssue({ code: 'custom', path: [], message: 'validation.nothing_to_update' });
    if (body.subscription_from !== undefined && body.subscription_until === undefined)
      ctx.addIssue({ code: 'custom', path: ['subscription_until'], message: 'validation.required' });
    if (body.subscription_until !== undefined && body.subscription_from === undefined)
      ctx.addIssue({ code: 'custom', path: ['subscription_from'], message: 'validation.required' });
    if (body.subscription_from && body.subscription_until && body.subscription_until < body.subscription_from)
      ctx.addIssue({ code: 'custom', path: ['subscription_until'], message: 'validation.subscription_until_before_from' });
  });
export type UpdateAdminUserBody = z.infer<typeof updateAdminUserBodySchema>;

export const DESK_PROBLEM_STATES = ['open', 'resolved'] as const;
export type DeskProblemState = (typeof DESK_PROBLEM_STATES)[number];

/** `GET admin/desk_problems?state=`: the newest reports of that state first. */
export const deskProblemsQuerySchema = z.object({
  state: z.enum(DESK_PROBLEM_STATES, 'validation.invalid').default('open'),
});

const personSchema = z.object({ id: z.number().int(), first_name: z.string(), name: z.string() });

export const adminDeskProblemSchema = z.object({
  id: z.number().int(),
  type: z.enum(DESK_PROBLEM_TYPES),
  description: z.string(),
  desk: namedResourceSchema,
  reporter: personSchema,
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  /** null while open, or when the resolving admin's account no longer exists */
  resolved_by: personSchema.nullable(),
});
export type AdminDeskProblem = z.infer<typeof adminDeskProblemSchema>;

export const adminDeskProblemsResponseSchema = z.object({ problems: z.array(adminDeskProblemSchema) });
export type AdminDeskProblemsResponse = z.infer<typeof adminDeskProblemsResponseSchema>;
