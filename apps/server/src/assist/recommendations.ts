import { isBlankValue, substituteTokens, type TokenValues } from '@mergepix/core';

// Subject used when the user has not typed a prompt yet, so the variants are never empty.
const DEFAULT_SUBJECT = 'an eye-catching marketing image';

/** Collapses whitespace and drops trailing punctuation so a clause can follow the prompt. */
function tidy(text: string | undefined): string {
  return (text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.,;:!]+$/, '');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Flattens token values (a newline in a name would break the prompt) and drops blank ones. */
function tidyValues(tokens: TokenValues | undefined): TokenValues {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(tokens ?? {})) {
    if (typeof value === 'string' && !isBlankValue(value)) values[key] = value.replace(/\s+/g, ' ').trim();
  }
  return values;
}

/** True when `tokens` has a non-blank value for `key`, in any key case. */
function hasValue(tokens: TokenValues, key: string): boolean {
  return substituteTokens(`[${key}]`, tokens, { missing: 'empty' }) !== '';
}

/** " in watercolor style", or "" without a style or when the prompt already names it. */
function styleClause(subject: string, style: string): string {
  if (style === '' || subject.toLowerCase().includes(style.toLowerCase())) return '';
  return /\bstyle$/i.test(style) ? ` in ${style}` : ` in ${style} style`;
}

/** The personal detail of the second variant, written with tokens and filled in afterwards. */
function personalClause(tokens: TokenValues): string {
  const name = hasValue(tokens, 'FIRSTNAME');
  const company = hasValue(tokens, 'COMPANY');
  if (name && company) {
    return ', personalized for [FIRSTNAME] at [COMPANY], with "Hi [FIRSTNAME]" on a friendly sign in the scene';
  }
  if (name) return ', personalized for [FIRSTNAME], with "Hi [FIRSTNAME]" on a friendly sign in the scene';
  if (company) return ', branded for [COMPANY], with the [COMPANY] name on a clean sign in the scene';
  return ', with a friendly greeting sign that leaves room for the customer name';
}

/**
 * The three canned variants (docs/product.md#providers-and-models) that prompt-recommendations returns when
 * no model can help: a style-and-lighting rewrite, a personalized one and an email-banner composition. Tokens
 * in the variants (including ones typed in the prompt) are filled in from `tokens`; unknown ones stay.
 */
export function cannedRecommendations(
  basePrompt: string,
  tokens: TokenValues = {},
  style?: string,
): string[] {
  const values = tidyValues(tokens);
  const subject = tidy(basePrompt) || DEFAULT_SUBJECT;
  const styled = `${subject}${styleClause(subject, tidy(style))}`;
  const variants = [
    `${capitalize(styled)}, soft cinematic lighting with a gentle rim light, rich textures and a sharp focal point`,
    `${capitalize(styled)}${personalClause(values)}, warm inviting colors`,
    `Wide email banner composition of ${styled}: main subject on the left third, clean space on the right for a headline, bold contrast that stays readable on small screens`,
  ];
  return variants.map((variant) => substituteTokens(variant, values));
}

/**
 * The generic sentence with the first name and company (docs/product.md#providers-and-models) that
 * image-description falls back to, worded gracefully when either value is missing.
 */
export function genericDescription(tokens: TokenValues = {}): string {
  const values = tidyValues(tokens);
  const name = substituteTokens('[FIRSTNAME]', values, { missing: 'empty' });
  const company = substituteTokens('[COMPANY]', values, { missing: 'empty' });
  let sentence = 'A personalized marketing image';
  if (name && company) sentence += ` for ${name} at ${company}`;
  else if (name) sentence += ` for ${name}`;
  else if (company) sentence += ` for the team at ${company}`;
  else sentence += ' made for your customer';
  return sentence.endsWith('.') ? sentence : `${sentence}.`;
}
