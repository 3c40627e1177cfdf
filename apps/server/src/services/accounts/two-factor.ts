import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { twoFactor } from '../../db/schema.ts';

/** The ids of a user's verified second factors (TOTP; better-auth keeps one at most). */
export async function verifiedFactorIds(db: Db, userId: string): Promise<string[]> {
  const factors = await db
    .select({ id: twoFactor.id })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), eq(twoFactor.verified, true)));
  return factors.map((f) => f.id);
}
