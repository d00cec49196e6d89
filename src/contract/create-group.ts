import { z } from 'zod';
import { registerBodySchema } from './auth';

/** Time zones a group may live in: what the runtime knows (IANA) plus UTC. */
export function supportedTimeZones(): readonly string[] {
  return [...Intl.supportedValuesOf('timeZone'), 'UTC'];
}

export const GROUP_NAME_MAX = 100;

const account = registerBodySchema.shape;

/** The group and its first admin; the admin's fields are registration's, with the same messages. */
export const createGroupBodySchema = z
  .object({
    group_name: z.string().trim().min(1, 'validation.required').max(GROUP_NAME_MAX, 'validation.too_long'),
    time_zone: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .refine((zone) => supportedTimeZones().includes(zone), 'validation.time_zone_unknown'),
    first_name: account.first_name,
    name: account.name,
    email: account.email,
    email_confirmation: account.email_confirmation,
    password: account.password,
    password_confirmation: account.password_confirmation,
    terms: account.terms,
    language: account.language,
  })
  .superRefine((body, ctx) => {
    if (body.email !== body.email_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['email_confirmation'], message: 'validation.email_mismatch' });
    }
    if (body.password !== body.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'validation.password_mismatch' });
    }
  });
export type CreateGroupBody = z.infer<typeof createGroupBodySchema>;
export type CreateGroupInput = z.input<typeof createGroupBodySchema>;

/** The admin's session (like login) and the group's first code, to hand to colleagues. */
export const createGroupResponseSchema = z.object({ token: z.string(), group_code: z.string() });
export type CreateGroupResponse = z.infer<typeof createGroupResponseSchema>;

/** Custom codes, after upper-casing: letters, digits and inner dashes, 6 to 32 characters. */
export const GROUP_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{4,30}[A-Z0-9]$/;

export const groupCodeSchema = z.object({
  code: z.string(),
  created_at: z.string(),
  /** Set once rotated or retired: the code no longer admits registrations. */
  retired_at: z.string().nullable(),
});
export type GroupCode = z.infer<typeof groupCodeSchema>;

export const groupCodesResponseSchema = z.object({ group_codes: z.array(groupCodeSchema) });
export type GroupCodesResponse = z.infer<typeof groupCodesResponseSchema>;

/** Without a code the server generates a readable one. */
export const addGroupCodeBodySchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .max(64, 'validation.too_long')
    .refine((code) => code === '' || GROUP_CODE_PATTERN.test(code), 'validation.group_code_format')
    .optional()
    .transform((code) => code || undefined),
});
export type AddGroupCodeBody = z.infer<typeof addGroupCodeBodySchema>;
export type AddGroupCodeInput = z.input<typeof addGroupCodeBodySchema>;

export const groupCodeParamsSchema = z.object({ code: z.string().trim().toUpperCase().min(1).max(64) });
