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

/** The accessory list holds what the server accepts: 12 items of up to 60 characters. */
export const CREATOR_ACCESSORY_LIMITS = {
  maxItems: FIGURE_DETAILS_LIMITS.accessories,
  maxLength: FIGURE_DETAILS_LIMITS.accessory,
} as const;

/** Longest Package Colors text: a few colour words, not a paragraph. */
export const PACKAGE_COLORS_MAX_LENGTH = 120;

/** The creator's first state: the default template, prefilled with the page's name and company tokens. */
export function initialCreatorForm(tokens?: GeneratorTokens): CreatorChoices {
  return { ...initialCreatorChoices(), name: fullNameOf(tokens), company: tokenValue(tokens, 'COMPANY') };
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
