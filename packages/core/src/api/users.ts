import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth.ts';
import { unstorableCharacter } from './storable-text.ts';

/** Longest display name an account may have (the profile's full_name has the same bound). */
export const USER_NAME_MAX_LENGTH = 120;
/** RFC 5321: a forward-path is at most 256 octets including the angle brackets, so 254. */
export const EMAIL_MAX_LENGTH = 254;
/** RFC 5321: the local part (before the @) is at most 64 octets. */
export const EMAIL_LOCAL_MAX_LENGTH = 64;
/** Longest avatar/image URL an account record keeps. */
export const USER_IMAGE_URL_MAX_LENGTH = 2048;
/** Sign-ups allowed from one IP address per window, whatever their outcome. */
export const SIGN_UP_MAX_PER_IP = 10;
/** The sign-up window. */
export const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;

/** The message for any malformed or over-long address. */
export const INVALID_EMAIL_MESSAGE = 'Enter a valid e-mail address.';

const storable = (s: string) => unstorableCharacter(s) === undefined;

/** An e-mail address within RFC 5321's length limits. */
export const accountEmailSchema = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .max(EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE)
  .refine((v) => (v.split('@')[0] ?? '').length <= EMAIL_LOCAL_MAX_LENGTH, INVALID_EMAIL_MESSAGE)
  .refine(storable, INVALID_EMAIL_MESSAGE)
  .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }));

/** A display name: trimmed, at most 120 characters. */
export const userNameSchema = z
  .string({ error: 'name must be text' })
  .trim()
  .max(USER_NAME_MAX_LENGTH, `name is too long: at most ${USER_NAME_MAX_LENGTH} characters`)
  .refine(storable, 'name contains a character that cannot be stored');

/** An account image: an http(s) URL or one of our stored images, nothing else (no javascript:). */
export const userImageSchema = z
  .string()
  .trim()
  .max(USER_IMAGE_URL_MAX_LENGTH, `image is too long: at most ${USER_IMAGE_URL_MAX_LENGTH} characters`)
  .refine(
    (v) =>
      /^\/storage\/v1\/object\/public\/[A-Za-z0-9][\w.-]*\/[\w./%-]+$/.test(v) ||
      /^https?:\/\/[A-Za-z0-9[][^\s/?#]*(?:[/?#]\S*)?$/i.test(v),
    'image must be an http(s) URL or a stored image path',
  );

/** POST /auth/v1/sign-up/email. The password's length is better-auth's check (same codes). */
export const signUpBodySchema = z
  .object({
    name: userNameSchema,
    email: accountEmailSchema,
    password: z.string({ error: 'password is required' }).max(PASSWORD_MAX_LENGTH * 4),
    image: userImageSchema.nullish(),
    callbackURL: z.string().max(USER_IMAGE_URL_MAX_LENGTH).optional(),
    rememberMe: z.boolean().optional(),
  })
  .strict();

/** POST /auth/v1/update-user: only the name and the image. */
export const updateUserBodySchema = z
  .object({ name: userNameSchema.optional(), image: userImageSchema.nullish() })
  .strict();
