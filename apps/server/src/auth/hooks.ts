import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { usedTotpCodes } from '../db/schema.ts';

const USED_CODE_MEMORY_MS = 5 * 60 * 1000;

/**
 * Rules better-auth does not have on its own:
 * - changing the password always signs out every other session;
 * - each TOTP code works once per user (the first use wins, even under concurrency).
 */
export function authHooks(db: Db) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path === '/change-password' && ctx.body && typeof ctx.body === 'object') {
        ctx.body.revokeOtherSessions = true;
        return;
      }
      if (ctx.path === '/two-factor/verify-totp') {
        const code = typeof ctx.body?.code === 'string' ? ctx.body.code.trim() : '';
        const userId = await totpUserId(ctx);
        if (!code || !userId) return; // better-auth answers these cases itself
        await db
          .delete(usedTotpCodes)
          .where(lt(usedTotpCodes.usedAt, new Date(Date.now() - USED_CODE_MEMORY_MS)));
        const taken = await db
          .insert(usedTotpCodes)
          .values({ userId, code })
          .onConflictDoNothing()
          .returning();
        if (taken.length === 0) {
          throw new APIError('UNAUTHORIZED', {
            message: 'This code has already been used. Wait for the next code in your app.',
            code: 'TOTP_CODE_ALREADY_USED',
          });
        }
      }
    }),
  };
}

type HookCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The user a TOTP code is for: the signed-in user (enrolment) or the sign-in challenge's user. */
async function totpUserId(ctx: HookCtx): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return undefined;
  const record = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return record?.value;
}
