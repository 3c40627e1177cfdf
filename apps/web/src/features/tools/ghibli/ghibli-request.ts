import {
  type GhibliDetails,
  type GhibliFormChoices,
  ghibliDescriptionFor,
  ghibliDetails,
  ghibliFormPrompt,
  type TokenKey,
  withRebuiltDescription,
} from '@mergepix/core';
import type { GeneratorTokens } from '@/components/tool-kit/generator/generator-tokens';
import { fillTokens, missingTokens } from '@/components/tool-kit/generator/token-fill';

/** What a Ghibli call sends, with every token filled from the user's values. */
export interface GhibliRequest {
  /** Empty when there is no description and no option to build one from. */
  prompt: string;
  details: GhibliDetails;
  /** Tokens the fields use that have no value: left out of the prompt and the sign. */
  missing: TokenKey[];
}

/**
 * The prompt and details of a call: the description's and the character name's tokens are filled
 * first (a token with no value is left out and named in `missing`), then the prompt is composed
 * (the description, which holds the options' sentence, and the style),
 * so the preview shows exactly what is sent and the sign carries the customer's name.
 */
export function ghibliRequest(
  choices: GhibliFormChoices,
  tokens: GeneratorTokens | undefined,
): GhibliRequest {
  const name = fillTokens(choices.personalized ? choices.characterName : '', tokens);
  const description = fillTokens(ghibliDescriptionFor(choices, name.text), tokens);
  const filled = { ...choices, description: description.text, characterName: name.text };
  return {
    prompt: ghibliFormPrompt(filled),
    details: ghibliDetails(filled),
    missing: missingTokens(description, name),
  };
}

/**
 * What Generate sends: the request of the form with its description rebuilt from the options it
 * holds now, so a click inside the rebuild delay after a random pick sends a prompt and details
 * that agree (docs/product.md#ghibli-generator).
 */
export function ghibliSendRequest(
  choices: GhibliFormChoices,
  tokens: GeneratorTokens | undefined,
): GhibliRequest {
  return ghibliRequest(withRebuiltDescription(choices), tokens);
}

/** What the screen reader hears after the random-scene button. */
export function randomAnnouncement(next: GhibliFormChoices, keptDescription: boolean): string {
  const picked = [next.sceneType, next.timeOfDay, next.weather, next.characterType, ...next.elements]
    .filter(Boolean)
    .join(', ');
  return keptDescription
    ? `Random options: ${picked}. Your description is kept.`
    : `Random scene: ${picked}.`;
}
