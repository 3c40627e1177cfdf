import { type ImplementedTokenKey, SAMPLE_TOKEN_VALUES } from '@mergepix/core';

/**
 * Sample personalization the landing pages pass to their generators
 * (docs/product.md#features-hub-and-landing-pages: landing pages use placeholder values for the four tokens),
 * so visitors see a name on the box without signing in.
 */
export const DEMO_TOKENS: Readonly<Partial<Record<ImplementedTokenKey, string>>> = SAMPLE_TOKEN_VALUES;
