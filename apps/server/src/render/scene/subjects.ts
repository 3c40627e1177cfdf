// Every subject the scene composer draws, keyed by the lexicon's ids: the type makes a subject
// without a drawer (or a drawer without a subject) a compile error.

import type { SubjectDrawer } from './scene-kit.ts';
import type { SubjectId } from './scene-lexicon.ts';
import { AIR_WATER } from './subjects-air-water.ts';
import { ANIMALS } from './subjects-animals.ts';
import { CRITTERS } from './subjects-critters.ts';
import { NATURE } from './subjects-nature.ts';
import { PEOPLE } from './subjects-people.ts';
import { THINGS } from './subjects-things.ts';

/** The drawer of each subject. */
export const SUBJECT_DRAWERS: Readonly<Record<SubjectId, SubjectDrawer>> = {
  ...PEOPLE,
  ...ANIMALS,
  ...CRITTERS,
  ...AIR_WATER,
  ...THINGS,
  ...NATURE,
};
