import { z } from 'zod';
import { emailTokenValueSchema, tokenValueSchema } from '../tokens/value-schemas.ts';

/** Shortest password accepted (promise: minimum 8). */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted; argon2 hashes all of it, nothing is truncated. */
export const PASSWORD_MAX_LENGTH = 256;
/** Failed sign-ins allowed per account from one IP (or one known browser) inside the window before 429. */
export const SIGN_IN_MAX_FAILURES = 5;
/** Failed sign-ins allowed per account from browsers it has never signed in on, across all IPs. */
export const SIGN_IN_ACCOUNT_MAX_FAILURES = 10;
/** Failed sign-ins allowed per IP across accounts (a looser ceiling: offices share one IP). */
export const SIGN_IN_IP_MAX_FAILURES = 30;
/** The sign-in failure window. */
export const SIGN_IN_WINDOW_MS = 10 * 60 * 1000;
/** At most one reset e-mail per address in this interval. */
export const RESET_EMAIL_INTERVAL_MS = 60 * 1000;
/** How long a reset link stays valid. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** Wrong TOTP codes that end a sign-in challenge. */
export const TOTP_MAX_ATTEMPTS = 5;
/** Largest avatar accepted, as decoded bytes. */
export const AVATAR_MAX_BYTES = 512 * 1024;
/** Sign-in without credentials (docs/product.md#error-catalogue). */
export const MISSING_CREDENTIALS_MESSAGE = 'You must provide either an email or phone number and a password';
/** One-time code request without an identifier: the original's wording, unused while no route sends codes. */
export const MISSING_IDENTIFIER_MESSAGE = 'You must provide either an email or phone number.';

/** Token values a user saves on their profile (the implemented tokens), checked like every token field. */
export const profileTokenValuesSchema = z
  .object({
    FIRSTNAME: tokenValueSchema.optional(),
    LASTNAME: tokenValueSchema.optional(),
    COMPANY: tokenValueSchema.optional(),
    EMAIL: emailTokenValueSchema.optional(),
  })
  .strict();

// What a stored profile holds: read as it is, so a value saved under older rules still shows.
const storedTokenValuesSchema = z.object({
  FIRSTNAME: z.string().optional(),
  LASTNAME: z.string().optional(),
  COMPANY: z.string().optional(),
  EMAIL: z.string().optional(),
});

/** A profile as GET /rest/v1/profiles returns it. */
export const profileSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  company: z.string(),
  job_title: z.string(),
  avatar_url: z.string().nullable(),
  token_values: storedTokenValuesSchema,
  updated_at: z.string(),
});

/** The signed-in user's profile. */
export type Profile = z.infer<typeof profileSchema>;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/** PATCH /rest/v1/profiles: only these fields; anything else is rejected. */
export const profileUpdateSchema = z
  .object({
    full_name: text(120).optional(),
    company: text(120).optional(),
    job_title: text(120).optional(),
    token_values: profileTokenValuesSchema.optional(),
    avatar: z
      .string()
      .max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 64, 'The avatar image is larger than 512 KB')
      .regex(
        /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/,
        'The avatar must be a PNG, JPEG or WebP image',
      )
      .nullable()
      .optional(),
  })
  .strict();

/** A profile change. */
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** GET /auth/v1/user response. */
export const currentUserSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    twoFactorEnabled: z.boolean(),
    createdAt: z.string(),
  }),
  aal: z.enum(['aal1', 'aal2']),
  factors: z.array(
    z.object({ id: z.string(), factor_type: z.literal('totp'), status: z.literal('verified') }),
  ),
});

/** The signed-in user with assurance level and factors. */
export type CurrentUser = z.infer<typeof currentUserSchema>;
