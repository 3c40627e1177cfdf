import type { TokenValues } from '../tokens/registry.ts';
import { substituteTokens } from '../tokens/substitute.ts';

// A token with no value and no fallback must not leave "Hi , !" in a customer's image. The
// token is dropped and the text around it mended; after a greeting, a neutral word takes its
// place, so "Hi [FIRSTNAME]!" reads "Hi there!" and "Dear [FIRSTNAME]," reads "Dear friend,".

const GAP = '\u{F0000}'; // a private-use character no customer value contains after normalizing

const GREETINGS: readonly (readonly [RegExp, string])[] = [
  [/\b(hi|hey|hello|hiya|howdy)(\s+)$/i, 'there'],
  [/\b(dear)(\s+)$/i, 'friend'],
];

/**
 * `text` with tokens filled from `values`, then inline `[KEY|fallback]`, then `fallbacks`; a
 * token left with nothing becomes a neutral word after a greeting, or disappears with the
 * spaces and commas that only existed for it.
 */
export function fillNaturally(text: string, values: TokenValues, fallbacks: TokenValues = {}): string {
  const source = text.replaceAll(GAP, '');
  let marked = substituteTokens(source, values, { fallbacks, missing: { replaceWith: GAP } });
  if (!marked.includes(GAP)) return marked;
  // A greeting right before a gap that ends the phrase gets its neutral word ("Hi there!"), but
  // not when a name follows ("Hi [FIRSTNAME] [LASTNAME]" with only a last name: "Hi Moreno").
  marked = marked.replace(
    new RegExp(`([^${GAP}]*?)${GAP}(?=[ \\t]*(?:[,.!?;:)\\n]|$))`, 'gu'),
    (all, before: string) => {
      for (const [pattern, word] of GREETINGS) if (pattern.test(before)) return before + word;
      return all;
    },
  );
  const mended = marked
    .replace(new RegExp(`[ \\t]*${GAP}[ \\t]*(?=[,.!?;:)])`, 'gu'), '') // "Hi GAP," → "Hi,"
    .replace(new RegExp(`[ \\t]*${GAP}`, 'gu'), ''); // any other gap, with the space before it
  return mended
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/([,;:])(?=[ \t]*[,.!?;:])/g, '') // "Thanks, !" → "Thanks!"
    .replace(/[ \t]+([,.!?;:])/g, '$1')
    .replace(/^[ \t,;:]+/gm, '')
    .replace(/[ \t]+$/gm, '');
}
