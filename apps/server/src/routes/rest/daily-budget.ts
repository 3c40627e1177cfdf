import type { Context } from 'hono';
import { ApiError } from '../../middleware/errors.ts';
import { type Limits, tryAgainIn } from '../../services/limits/limits.ts';
import type { AppEnv } from '../../types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Takes one of the signed-in user's `max` a day in `bucket`; past it, answers 429 with
 * Retry-After and "You can {action} a day. Try again in N minutes."
 */
export async function spendDailyBudget(
  c: Context<AppEnv>,
  limits: Limits,
  bucket: string,
  max: number,
  action: string,
): Promise<void> {
  const { retryAfterSeconds } = await limits.acquire([{ bucket, subject: c.get('userId'), max }], DAY_MS);
  if (retryAfterSeconds <= 0) return;
  c.header('Retry-After', String(retryAfterSeconds));
  throw new ApiError(429, 'too_many_uploads', `You can ${action} a day. ${tryAgainIn(retryAfterSeconds)}`);
}
