import { z } from 'zod';
import { unstorableCharacter } from './storable-text.ts';

/** Every API key starts with this, so a key is recognisable in a header, a log or a leak scan. */
export const API_KEY_PREFIX = 'mpx_';
/** Random base62 characters after the prefix: 40 of them are ~238 bits. */
export const API_KEY_SECRET_LENGTH = 40;
/** Characters of a key shown in lists (the prefix plus 6 of the random part). */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 6;
/** A well-formed key; anything else is refused before the database is asked. */
export const API_KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${API_KEY_SECRET_LENGTH}}$`);
/** Active (not revoked) keys one account may hold at once. */
export const API_KEYS_MAX_ACTIVE = 20;
/** Longest key name. */
export const API_KEY_NAME_MAX_LENGTH = 60;
/** Where the keys are managed (with a signed-in session only, never with a key). */
export const API_KEYS_PATH = '/rest/v1/api-keys';

/** POST /rest/v1/api-keys: what the key is for, so the owner can tell keys apart. */
export const apiKeyCreateSchema = z
  .object({
    name: z
      .string({ error: 'Name the key, e.g. "Newsletter script".' })
      .trim()
      .min(1, 'Name the key, e.g. "Newsletter script".')
      .max(API_KEY_NAME_MAX_LENGTH, `The name is too long: at most ${API_KEY_NAME_MAX_LENGTH} characters.`)
      .refine((v) => !/\p{Cc}/u.test(v), 'The name must be one line without control characters.')
      .refine(
        (v) => unstorableCharacter(v) === undefined,
        'The name contains a character that cannot be stored.',
      ),
  })
  .strict();

/** One key as lists show it: never the key itself, only its first characters. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, e.g. `mpx_AbC1dE`. */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});

/** The answer to creating a key: the only time the whole key is ever sent. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string().regex(API_KEY_PATTERN) });

export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;
/** A key as GET /rest/v1/api-keys lists it. */
export type ApiKey = z.output<typeof apiKeySchema>;
/** A new key with its secret, answered once by POST /rest/v1/api-keys. */
export type CreatedApiKey = z.output<typeof createdApiKeySchema>;
