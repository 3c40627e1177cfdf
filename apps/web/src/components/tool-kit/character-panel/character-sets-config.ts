// Per-set wording and defaults of the shared character panel (docs/product.md#character-figure-generators).
import { type AiModelChoice, CHARACTER_SETS, type CharacterSetId, generatorSettings } from '@mergepix/core';

/** Reference-image history category of each set (docs/product.md#reference-images). */
export type CharacterReferenceCategory = `${CharacterSetId}-figure`;

/** Everything that differs between the retro, music, TV and wrestling panels. */
export interface CharacterSetConfig {
  /** Heading over the character grid. */
  gridHeading: string;
  /** Plural noun of the set's entries, for the count badge ("30 characters"). */
  plural: string;
  showAllLabel: string;
  showLessLabel: string;
  /** "Selected Character", or "Selected Legend" for wrestling. */
  selectedHeading: string;
  /** "Character Details", or "Figure Details" for wrestling. */
  detailsHeading: string;
  defaultModel: AiModelChoice;
  referenceCategory: CharacterReferenceCategory;
  fileName: string;
  /** Alt text of the generated image. */
  resultAlt: string;
  info: string;
}

const GENERATION_NOTE =
  'Each figure takes a few seconds offline, longer with an AI model; Randomize is a quick way to explore.';

export const CHARACTER_SET_CONFIG: Record<CharacterSetId, CharacterSetConfig> = {
  retro: {
    gridHeading: 'Choose Your Retro Character',
    plural: 'characters',
    showAllLabel: 'Show All Characters',
    showLessLabel: 'Show Less',
    selectedHeading: 'Selected Character',
    detailsHeading: 'Character Details',
    defaultModel: generatorSettings('retro-figure').defaultModel,
    referenceCategory: 'retro-figure',
    fileName: generatorSettings('retro-figure').downloadName,
    resultAlt: 'Generated retro action figure',
    info: `Retro figures recreate the chunky plastic toys and bold blister cards of the 1980s and 1990s. Add a reference photo to put a real face on the figure. ${GENERATION_NOTE}`,
  },
  music: {
    gridHeading: 'Choose Your Music Star',
    plural: 'music stars',
    showAllLabel: 'Show All Characters',
    showLessLabel: 'Show Less',
    selectedHeading: 'Selected Character',
    detailsHeading: 'Character Details',
    defaultModel: generatorSettings('music-figure').defaultModel,
    referenceCategory: 'music-figure',
    fileName: generatorSettings('music-figure').downloadName,
    resultAlt: 'Generated music star action figure',
    info: `Music star figures come with stage outfits, instruments and tour-ready packaging. Add a reference photo to turn a fan or a customer into the headliner. ${GENERATION_NOTE}`,
  },
  tv: {
    gridHeading: 'Choose Your TV Character',
    plural: 'characters',
    showAllLabel: 'Show All Characters',
    showLessLabel: 'Show Less',
    selectedHeading: 'Selected Character',
    detailsHeading: 'Character Details',
    defaultModel: generatorSettings('tv-figure').defaultModel,
    referenceCategory: 'tv-figure',
    fileName: generatorSettings('tv-figure').downloadName,
    resultAlt: 'Generated TV show action figure',
    info: `TV show figures capture classic small-screen archetypes in collectible packaging. Add a reference photo to cast anyone in the lead role. ${GENERATION_NOTE}`,
  },
  wrestling: {
    gridHeading: 'Choose Your Legend',
    plural: 'legends',
    showAllLabel: 'Show All Legends',
    showLessLabel: 'Show Less',
    selectedHeading: 'Selected Legend',
    detailsHeading: 'Figure Details',
    defaultModel: generatorSettings('wrestling-figure').defaultModel,
    referenceCategory: 'wrestling-figure',
    fileName: generatorSettings('wrestling-figure').downloadName,
    resultAlt: 'Generated wrestling legend action figure',
    info: `Wrestling legends are sculpted in the style of classic ring figures, with title belts, ring gear and arena-ready packaging. Add a reference photo to send anyone into the ring. ${GENERATION_NOTE}`,
  },
};

/**
 * The count badge of a set, e.g. "30 legends" (docs/product.md#features-hub-and-landing-pages: the badge
 * shows the list length).
 */
export function characterCountLabel(set: CharacterSetId): string {
  return `${CHARACTER_SETS[set].length} ${CHARACTER_SET_CONFIG[set].plural}`;
}
