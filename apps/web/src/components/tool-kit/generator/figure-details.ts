// The `details` of an action-figure call: the choices behind the prompt, which the offline engine
// draws from. The server rejects over-long values (figureDetailsSchema and FIGURE_DETAILS_LIMITS in
// core), so everything is clipped here with core's helpers; the prompt itself is never clipped.
import {
  type CharacterChoices,
  type CharacterTemplate,
  type CreatorChoices,
  clipList,
  clipText,
  FIGURE_DETAILS_LIMITS,
  type FigureDetails,
} from '@mergepix/core';

/** Longest custom text the character panels and the creator accept, so prompts stay well under the server's limit. */
export const CUSTOM_TEXT_MAX_LENGTH = 1000;

/** Drops empty strings so the payload carries only what the user actually has. */
function compact(details: FigureDetails): FigureDetails {
  return Object.fromEntries(
    Object.entries(details).filter(([, v]) => v !== '' && v !== undefined),
  ) as FigureDetails;
}

/** Details of a retro/music/TV/wrestling figure: title, name tag, accessories, removals, pose, packaging. */
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
    removals: choices.removals.length ? clipList(choices.removals, L.accessories, L.accessory) : undefined,
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
