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

/** What a set's panel takes from its catalog entry: the starting model, the reference history and the file name. */
function fromCatalog(id: CharacterReferenceCategory) {
  const settings = generatorSettings(id);
  return { defaultModel: settings.defaultModel, referenceCategory: id, fileName: settings.downloadName };
}

/** The grid and panel wording of the sets whose entries are characters. */
const CHARACTER_WORDING = {
  showAllLabel: 'Show All Characters',
  showLessLabel: 'Show Less',
  selectedHeading: 'Selected Character',
  detailsHeading: 'Character Details',
};

export const CHARACTER_SET_CONFIG: Record<CharacterSetId, CharacterSetConfig> = {
  retro: {
    gridHeading: 'Choose Your Retro Character',
    plural: 'characters',
    ...CHARACTER_WORDING,
    ...fromCatalog('retro-figure'),
    resultAlt: 'Generated retro action figure',
    info: `Retro figures recreate the chunky plastic toys and bold blister cards of the 1980s and 1990s. Add a reference photo to put a real face on the figure. ${GENERATION_NOTE}`,
  },
  music: {
    gridHeading: 'Choose Your Music Star',
    plural: 'music stars',
    ...CHARACTER_WORDING,
    ...fromCatalog('music-figure'),
    resultAlt: 'Generated music star action figure',
    info: `Music star figures come with stage outfits, instruments and tour-ready packaging. Add a reference photo to turn a fan or a customer into the headliner. ${GENERATION_NOTE}`,
  },
  tv: {
    gridHeading: 'Choose Your TV Character',
    plural: 'characters',
    ...CHARACTER_WORDING,
    ...fromCatalog('tv-figure'),
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
    ...fromCatalog('wrestling-figure'),
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
