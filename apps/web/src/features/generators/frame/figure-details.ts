// The optional `details` of an action-figure call: the choices behind the prompt, which make
// offline renders richer. The server rejects over-long values (figureDetailsSchema in core), so
// everything is clipped here; the prompt stays the source of truth and is never clipped.
import type { CharacterChoices, CharacterTemplate, CreatorChoices } from '@mergepix/core';

/** Limits of figureDetailsSchema (core api/generation.ts); a unit test keeps them in step. */
export const FIGURE_DETAILS_LIMITS = {
  title: 120,
  name: 80,
  company: 120,
  jobTitle: 120,
  packaging: 300,
  colors: 4,
  color: 40,
  accessories: 12,
  accessory: 60,
  pose: 60,
} as const;

/** Longest custom text the character panels and the creator accept, so prompts stay well under the server's limit. */
export const CUSTOM_TEXT_MAX_LENGTH = 1000;

/**
 * Structured choices sent with an action-figure call (the shape of figureDetailsSchema). A type
 * alias, not an interface, so it fits the generation hook's `Record<string, unknown>`.
 */
export type FigureDetails = {
  title?: string;
  name?: string;
  company?: string;
  jobTitle?: string;
  packaging?: string;
  colors?: string[];
  accessories?: string[];
  pose?: string;
};

/** `text` trimmed and cut to `max` characters (whole code points), without a dangling space. */
export function clipText(text: string, max: number): string {
  const points = [...text.trim()];
  return points.length <= max ? points.join('') : points.slice(0, max).join('').trimEnd();
}

/** At most `maxItems` non-empty items, each clipped to `maxLength`. */
export function clipList(items: readonly string[], maxItems: number, maxLength: number): string[] {
  return items
    .map((item) => clipText(item, maxLength))
    .filter(Boolean)
    .slice(0, maxItems);
}

/** Drops empty strings so the payload carries only what the user actually has. */
function compact(details: FigureDetails): FigureDetails {
  return Object.fromEntries(
    Object.entries(details).filter(([, v]) => v !== '' && v !== undefined),
  ) as FigureDetails;
}

/** Details of a retro/music/TV/wrestling figure: title, name tag, accessories, pose, packaging. */
export function characterDetails(
  character: CharacterTemplate,
  choices: CharacterChoices,
  firstName?: string,
): FigureDetails {
  const L = FIGURE_DETAILS_LIMITS;
  return compact({
    title: clipText(character.title, L.title),
    name: clipText(firstName ?? '', L.name),
    accessories: clipList(choices.accessories, L.accessories, L.accessory),
    pose: clipText(choices.pose, L.pose),
    packaging: clipText(character.packaging, L.packaging),
  });
}

/**
 * Colour names from a free package-colour text: "deep navy blue and metallic gold" becomes
 * ["deep navy blue", "metallic gold"]. The offline engine colours the card from these.
 */
export function packageColorList(text: string): string[] {
  const parts = text.split(/,|&|\/|\+|\band\b|\bwith\b/i);
  return clipList(parts, FIGURE_DETAILS_LIMITS.colors, FIGURE_DETAILS_LIMITS.color);
}

/**
 * Details of an action figure creator call. `packageColors` is the resolved colour text (the
 * user's, or the scheme matched to the company) so the render matches the prompt.
 */
export function creatorDetails(
  choices: CreatorChoices,
  template: { name: string; packaging: string },
  packageColors: string,
): FigureDetails {
  const L = FIGURE_DETAILS_LIMITS;
  return compact({
    title: clipText(template.name, L.title),
    name: clipText(choices.name, L.name),
    company: clipText(choices.company, L.company),
    jobTitle: clipText(choices.jobTitle, L.jobTitle),
    packaging: clipText(template.packaging, L.packaging),
    colors: packageColorList(packageColors),
    accessories: clipList(choices.accessories, L.accessories, L.accessory),
  });
}
