import { z } from 'zod';
import type { TokenValues } from '../tokens/registry.ts';
import { DESIGN_LIMITS, tokenKeyed } from './design-schema.ts';
import type { RefusedValue } from './recipient-values.ts';

// POST /rest/v1/designs/{id}/recipient-links: one live URL per recipient, made by the server,
// signed when the design takes signed links only (docs/live-images.md, "Brand safety").

export const RECIPIENT_LINKS_LIMIT = 1000;

export const recipientLinksRequestSchema = z
  .object({
    recipients: z
      .array(tokenKeyed(z.string().max(DESIGN_LIMITS.maxRuleLength)))
      .min(1, 'Send at least one recipient.')
      .max(RECIPIENT_LINKS_LIMIT, `Send at most ${RECIPIENT_LINKS_LIMIT} recipients a call.`),
  })
  .strict();

export type RecipientLinksRequest = z.input<typeof recipientLinksRequestSchema>;

/** One recipient's link: the values it carries (as the server reads them) and those refused. */
export interface RecipientLink {
  readonly url: string;
  readonly values: TokenValues;
  readonly refused: readonly RefusedValue[];
}

export interface RecipientLinks {
  /** Whether the links are signed (the design takes signed links only). */
  readonly signed: boolean;
  readonly links: readonly RecipientLink[];
}
