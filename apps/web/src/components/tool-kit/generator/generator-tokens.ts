/**
 * Personalization values a landing page or the studio hands to a figure generator
 * (docs/product.md#features-hub-and-landing-pages).
 */
export type GeneratorTokens = Partial<Record<'FIRSTNAME' | 'LASTNAME' | 'COMPANY' | 'EMAIL', string>>;

/** A token's value, trimmed; empty when it is missing. */
export function tokenValue(tokens: GeneratorTokens | undefined, key: keyof GeneratorTokens): string {
  return tokens?.[key]?.trim() ?? '';
}

/** "First Last" from the FIRSTNAME and LASTNAME tokens, skipping whichever is missing. */
export function fullNameOf(tokens: GeneratorTokens | undefined): string {
  return [tokenValue(tokens, 'FIRSTNAME'), tokenValue(tokens, 'LASTNAME')].filter(Boolean).join(' ');
}
