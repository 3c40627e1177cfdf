// Starting values and small rules of the action figure creator's form.
import {
  type CreatorChoices,
  FIGURE_DETAILS_LIMITS,
  initialCreatorChoices,
  PACKAGE_COLOR_SCHEMES,
} from '@mergepix/core';
import {
  fullNameOf,
  type GeneratorTokens,
  tokenValue,
} from '@/components/tool-kit/generator/generator-tokens';
import { type FilledText, fillTokens, missingTokens } from '@/components/tool-kit/generator/token-fill';

/** The accessory list holds what the server accepts: 12 items of up to 60 characters. */
export const CREATOR_ACCESSORY_LIMITS = {
  maxItems: FIGURE_DETAILS_LIMITS.accessories,
  maxLength: FIGURE_DETAILS_LIMITS.accessory,
} as const;

/** Longest Package Colors text: a few colour words, not a paragraph. */
export const PACKAGE_COLORS_MAX_LENGTH = 120;

/** The fields the user's token values prefill. */
export type CreatorPrefill = Pick<CreatorChoices, 'name' | 'company'>;

/** The name and company the token values prefill. */
export function creatorPrefill(tokens?: GeneratorTokens): CreatorPrefill {
  return { name: fullNameOf(tokens), company: tokenValue(tokens, 'COMPANY') };
}

/** The creator's first state: the default template, prefilled with the page's name and company tokens. */
export function initialCreatorForm(tokens?: GeneratorTokens): CreatorChoices {
  return { ...initialCreatorChoices(), ...creatorPrefill(tokens) };
}

/**
 * The form after the token values changed (a signed-in user's profile loading after the page):
 * each prefilled field the user has not touched, still holding the `last` prefill, takes the `next`
 * one; a field the user typed in keeps their words. The same object when nothing changes.
 */
export function withCreatorPrefill(
  choices: CreatorChoices,
  last: CreatorPrefill,
  next: CreatorPrefill,
): CreatorChoices {
  const name = choices.name === last.name ? next.name : choices.name;
  const company = choices.company === last.company ? next.company : choices.company;
  return name === choices.name && company === choices.company ? choices : { ...choices, name, company };
}

/** Said under Generate when the character has no name (docs/product.md#action-figure-creator). */
export const NAME_REQUIRED_MESSAGE = "Enter the character's name: it is printed on the box.";

/**
 * The choices with the tokens of every text field filled from the user's values (name, company,
 * job title, colours, details, accessories), and the tokens that had no value.
 */
export function fillCreatorChoices(
  choices: CreatorChoices,
  tokens: GeneratorTokens | undefined,
): { filled: CreatorChoices; missing: string[] } {
  const texts: FilledText[] = [];
  const fill = (text: string) => {
    const result = fillTokens(text, tokens);
    texts.push(result);
    return result.text;
  };
  const filled: CreatorChoices = {
    ...choices,
    name: fill(choices.name),
    company: fill(choices.company),
    jobTitle: fill(choices.jobTitle),
    packageColors: fill(choices.packageColors),
    details: fill(choices.details),
    accessories: choices.accessories.map(fill).filter((a) => a.trim() !== ''),
  };
  return { filled, missing: missingTokens(...texts) };
}

/** The colour scheme whose description the field holds (a quick pick or Randomize), if any. */
export function pickedSchemeName(packageColors: string): string | undefined {
  const value = packageColors.trim().toLowerCase();
  return PACKAGE_COLOR_SCHEMES.find((s) => s.description.toLowerCase() === value)?.name;
}

/** The line under Package Colors saying which colours the prompt will use when the field is empty. */
export function packageColorsHint(packageColors: string, company: string, resolved: string): string {
  if (packageColors.trim()) return 'Used exactly as written.';
  return company.trim()
    ? `Matched to ${company.trim()}: ${resolved}.`
    : `Add a company to match its colours; for now: ${resolved}.`;
}
