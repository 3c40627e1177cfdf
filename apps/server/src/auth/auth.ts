import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_PATH,
  RESET_EMAIL_INTERVAL_MS,
  RESET_TOKEN_TTL_SECONDS,
} from '@mergepix/core';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import type { Db } from '../db/client.ts';
import { authSchema, profiles } from '../db/schema.ts';
import { type Env, isLoopbackHost } from '../env.ts';
import type { Logger } from '../logger.ts';
import { existingAccountEmail, resetPasswordEmail } from '../services/accounts/auth-emails.ts';
import type { Mailer } from '../services/accounts/mailer.ts';
import { hashPassword, verifyPassword } from '../services/accounts/passwords.ts';
import type { Limits } from '../services/limits/limits.ts';
import { authHooks } from './hooks.ts';
import { loopbackAliases, userFieldProblem } from './user-fields.ts';

/** The header the auth router puts the resolved client address in for better-auth. */
export const CLIENT_IP_HEADER = 'x-mergepix-client-ip';

/** What the auth instance needs. */
export interface AuthDeps {
  env: Env;
  db: Db;
  secret: string;
  mailer: Mailer;
  limits: Limits;
  logger: Logger;
}

/** better-auth, mounted at /auth/v1, over our Drizzle tables. */
export function createAuth({ env, db, secret, mailer, limits, logger }: AuthDeps) {
  const origin = new URL(env.publicUrl).origin;
  return betterAuth({
    appName: 'Mergepix',
    baseURL: env.publicUrl,
    basePath: '/auth/v1',
    secret,
    trustedOrigins:
      env.NODE_ENV === 'development' && isLoopbackHost(new URL(env.publicUrl).hostname)
        ? (request) => [origin, ...loopbackAliases(request)]
        : [origin],
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      // Sign-up never signs in: the answer is the same whether or not the address was taken,
      // and the client signs in next with the same credentials.
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const subject = user.email.toLowerCase();
        const recent = await limits.state('reset-email', subject, RESET_EMAIL_INTERVAL_MS, 1);
        if (recent.count > 0) {
          logger.info('reset e-mail suppressed: one was sent to this address within 60 s');
          return;
        }
        await limits.record('reset-email', subject);
        const link = `${env.publicUrl}${PASSWORD_RESET_PATH}?token=${encodeURIComponent(token)}`;
        await mailer.send(resetPasswordEmail(user.email, link));
      },
      async onExistingUserSignUp({ user }) {
        // Repeated sign-ups must not become a way to flood the owner's inbox.
        const subject = user.email.toLowerCase();
        const recent = await limits.state('existing-account-email', subject, RESET_EMAIL_INTERVAL_MS, 1);
        if (recent.count > 0) return;
        await limits.record('existing-account-email', subject);
        await mailer.send(existingAccountEmail(user.email, `${env.publicUrl}/account`));
      },
    },
    verification: { storeIdentifier: 'hashed' },
    session: { cookieCache: { enabled: false } },
    // Our own database-backed limits cover sign-in, reset and 2FA; better-auth's in-memory one
    // would differ per instance.
    rateLimit: { enabled: false },
    advanced: {
      // better-auth skips its Origin check under test runners; we test what production runs.
      disableOriginCheck: false,
      useSecureCookies: env.publicUrl.startsWith('https://'),
      // The auth router sets this header from the resolved client address on every request it
      // passes in (a client's own copy is overwritten), so sessions record the real client.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // A safety net behind the routes' own checks. FORBIDDEN makes sign-up answer as it
          // does for a taken address, so even this refusal reveals nothing.
          async before(user) {
            if (userFieldProblem(user)) throw new APIError('FORBIDDEN', { message: 'Invalid user fields' });
          },
          async after(user) {
            await db.insert(profiles).values({ id: user.id, fullName: user.name }).onConflictDoNothing();
          },
        },
        update: {
          async before(data) {
            const field = userFieldProblem(data);
            if (field)
              throw new APIError('BAD_REQUEST', { message: `Invalid ${field}`, code: 'invalid_request' });
          },
        },
      },
    },
    hooks: authHooks(db),
    // No bearer plugin: a session lives in its httpOnly cookie only, never in a header or body a
    // page script can read; scripts use API keys (decision 024).
    plugins: [twoFactor({ issuer: 'Mergepix' })],
    logger: { level: 'error', log: (level, message) => logger[level]({ source: 'better-auth' }, message) },
  });
}

/** The auth instance type. */
export type Auth = ReturnType<typeof createAuth>;
