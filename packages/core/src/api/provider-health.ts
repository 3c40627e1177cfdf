import { z } from 'zod';

/** Circuit-breaker state of one provider capability (per server instance). */
export const providerHealthSchema = z.object({
  /** `image:openai`, `image:gemini`, `chat:openai`. */
  key: z.string(),
  provider: z.string(),
  capability: z.enum(['image', 'chat']),
  label: z.string(),
  /** A usable key is set (never the key itself). */
  configured: z.boolean(),
  /** open: skipped until `retryInMs` passes; half-open: the next call is its trial. */
  circuit: z.enum(['closed', 'open', 'half-open']),
  failuresInRow: z.number(),
  retryInMs: z.number(),
  /** Calls and failures in the last `windowMs`. */
  recent: z.object({ calls: z.number(), failures: z.number(), windowMs: z.number() }),
});

/** One provider's health as the server reports it. */
export type ProviderHealth = z.infer<typeof providerHealthSchema>;
