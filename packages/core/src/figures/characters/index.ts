import { MUSIC_CHARACTERS } from './music.ts';
import { RETRO_CHARACTERS } from './retro.ts';
import { TV_CHARACTERS } from './tv.ts';
import type { CharacterSetId, CharacterTemplate } from './types.ts';
import { WRESTLING_LEGENDS } from './wrestling.ts';

export type { CharacterSetId, CharacterTemplate } from './types.ts';
export { MUSIC_CHARACTERS, RETRO_CHARACTERS, TV_CHARACTERS, WRESTLING_LEGENDS };

/** Every character catalog, keyed by the generator set it belongs to. */
export const CHARACTER_SETS: Record<CharacterSetId, readonly CharacterTemplate[]> = {
  retro: RETRO_CHARACTERS,
  music: MUSIC_CHARACTERS,
  tv: TV_CHARACTERS,
  wrestling: WRESTLING_LEGENDS,
};
