import { z } from 'zod';
import { TIERS } from './plans';
import { NameSchema } from './fields';

export const UserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  tier: z.enum(TIERS),
  hasSeenWelcome: z.boolean(),
  checklistDismissed: z.boolean(),
  /**
   * Beyond the spec: true when the person signs in here with a password, so the profile offers to change
   * it. Absent or false for people who sign in through an identity provider.
   */
  hasPassword: z.boolean().optional(),
});
export type User = z.infer<typeof UserSchema>;

/**
 * Who is signed in, for the app's start: null when nobody is. A 200 either way, so a visitor's browser
 * logs no failed request (GET /api/auth/user keeps answering 401 when signed out).
 */
export const SessionResponseSchema = z.object({ user: UserSchema.nullable() });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const MIN_PASSWORD_LENGTH = 8;
export const EmailSchema = z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(254));
export const PasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(200);

export const SignUpRequestSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: NameSchema,
  lastName: NameSchema,
});
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;

export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(200),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(200),
  password: PasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';

export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(200),
  newPassword: PasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** The answer of a call that ended sessions: how many of the person's other sessions are gone. */
export const SessionsEndedResponseSchema = z.object({ otherSessionsEnded: z.number().int().min(0) });
export type SessionsEndedResponse = z.infer<typeof SessionsEndedResponseSchema>;

export const UpdateTierRequestSchema = z.object({ tier: z.enum(TIERS) });
export type UpdateTierRequest = z.infer<typeof UpdateTierRequestSchema>;

export const UpdateOnboardingRequestSchema = z
  .object({ hasSeenWelcome: z.literal(true).optional(), checklistDismissed: z.boolean().optional() })
  .refine((v) => v.hasSeenWelcome !== undefined || v.checklistDismissed !== undefined, {
    message: 'Nothing to update',
  });
export type UpdateOnboardingRequest = z.infer<typeof UpdateOnboardingRequestSchema>;

export { loginUrl, toSafeReturnPath, type LoginMode } from './login-url';
