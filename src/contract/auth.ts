import { z } from 'zod';
import type { PasswordPolicy } from './group';
import { LANGUAGES } from './limits';
import { passwordProblems } from '../domain/password-policy';

/**
 * Messages in these schemas are i18n keys (src/locales); server and web translate them
 * into the user's language, so a form and the API say the same words.
 */
const requiredText = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.too_long');
const optionalText = (max: number) => z.string().trim().max(max, 'validation.too_long').default('');
const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(254, 'validation.too_long')
  .pipe(z.email('validation.email'));

export const languageSchema = z.enum(LANGUAGES, 'validation.language');

export const registerBodySchema = z
  .object({
    group_code: requiredText(64),
    first_name: requiredText(100),
    name: requiredText(100),
    email,
    email_confirmation: z.string().trim().toLowerCase(),
    personnel_number: optionalText(50),
    user_group: optionalText(100),
    password: z.string().min(1, 'validation.required').max(200, 'validation.too_long'),
    password_confirmation: z.string(),
    desk_label: optionalText(50),
    terms: z.boolean().refine((v) => v, 'validation.terms'),
    language: languageSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.email !== body.email_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['email_confirmation'], message: 'validation.email_mismatch' });
    }
    if (body.password !== body.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'validation.password_mismatch' });
    }
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type RegisterInput = z.input<typeof registerBodySchema>;

/** Adds the group's password policy to a schema that has a `password` field (register, reset, change). */
export function withPasswordPolicy<T extends z.ZodType<{ password: string }>>(schema: T, policy: PasswordPolicy) {
  return schema.superRefine((body, ctx) => {
    for (const problem of passwordProblems(policy, body.password)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: problem.key, params: problem });
    }
  });
}

export const loginBodySchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'validation.required').max(254, 'validation.too_long'),
  password: z.string().min(1, 'validation.required').max(200, 'validation.too_long'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const forgotPasswordBodySchema = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z
  .object({
    token: z.string().min(1, 'validation.reset_token_invalid').max(300),
    password: z.string().min(1, 'validation.required').max(200, 'validation.too_long'),
    password_confirmation: z.string(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'validation.password_mismatch',
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** Reset links carry the token; the page asks for the group's policy with it. */
export const resetPolicyQuerySchema = z.object({ token: z.string().min(1).max(300) });

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Payload of the access token (JWT). `host` is the API host of the user's group, when it has one. */
export const accessTokenPayloadSchema = z.object({
  sub: z.string(),
  gid: z.number().int(),
  /** The session (refresh-token family); signing out or deleting the account ends its tokens at once. */
  sid: z.string().optional(),
  host: z.string().optional(),
  exp: z.number(),
});
export type AccessTokenPayload = z.infer<typeof accessTokenPayloadSchema>;
