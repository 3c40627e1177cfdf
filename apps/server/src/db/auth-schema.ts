import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadingRef, createdAndUpdatedAt, timestamptz } from './columns.ts';

// Tables better-auth reads and writes through its Drizzle adapter. Property names are the
// field names better-auth uses; the adapter finds each table by its key in `authSchema`.

/** Accounts' identities. */
export const user = pgTable('auth_user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  ...createdAndUpdatedAt(),
});

/** Signed-in sessions; deleting a row signs that session out at once. */
export const session = pgTable(
  'auth_session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: cascadingRef('user_id', () => user.id),
    ...createdAndUpdatedAt(),
  },
  (t) => [index('auth_session_user_idx').on(t.userId)],
);

/** Credentials per provider; the e-mail/password one holds the argon2id hash. */
export const account = pgTable(
  'auth_account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: cascadingRef('user_id', () => user.id),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...createdAndUpdatedAt(),
  },
  (t) => [index('auth_account_user_idx').on(t.userId)],
);

/** One-time values (reset tokens, 2FA challenges), stored hashed. */
export const verification = pgTable(
  'auth_verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    ...createdAndUpdatedAt(),
  },
  (t) => [index('auth_verification_identifier_idx').on(t.identifier)],
);

/** TOTP factors (secret encrypted by better-auth). */
export const twoFactor = pgTable(
  'auth_two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: cascadingRef('user_id', () => user.id),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamptz('locked_until'),
  },
  (t) => [index('auth_two_factor_user_idx').on(t.userId), index('auth_two_factor_secret_idx').on(t.secret)],
);

/** The schema object handed to better-auth's Drizzle adapter. */
export const authSchema = { user, session, account, verification, twoFactor };
