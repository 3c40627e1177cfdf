// What a scene ends up drawing when the prompt leaves something out: the setting its first subject
// lives in (or a seeded outdoor one), the setting's own subjects when it names none, a landmark
// under a sky-only scene, noon by day (night in space).

import { pick, type Random } from '@mergepix/core';
import { type SettingId, SUBJECTS, type SubjectId, type TimeOfDay } from './scene-lexicon.ts';
import type { SceneSpec, SceneSubject } from './scene-parse.ts';

const OUTDOORS: readonly SettingId[] = ['meadow', 'beach', 'city', 'forest', 'mountains', 'desert', 'snow'];

/** What a setting shows when the prompt names nothing to draw in it. */
const SETTING_SUBJECTS: Record<SettingId, ReadonlyArray<readonly SubjectId[]>> = {
  meadow: [
    ['tree', 'house'],
    ['rabbit', 'flower'],
    ['tree', 'butterfly'],
  ],
  beach: [
    ['palmTree', 'umbrella'],
    ['boat', 'bird'],
    ['lighthouse', 'boat'],
  ],
  city: [['car', 'bird'], ['bus'], ['bicycle', 'person']],
  forest: [
    ['tent', 'campfire'],
    ['fox', 'mushroom'],
    ['owl', 'tree'],
  ],
  mountains: [
    ['hotAirBalloon', 'house'],
    ['castle', 'bird'],
    ['tent', 'pineTree'],
  ],
  desert: [
    ['cactus', 'cactus'],
    ['cactus', 'bird'],
  ],
  snow: [
    ['snowman', 'pineTree'],
    ['penguin', 'penguin'],
    ['house', 'pineTree'],
  ],
  space: [
    ['rocket', 'planet'],
    ['astronaut', 'ufo'],
  ],
  underwater: [
    ['fish', 'turtle'],
    ['octopus', 'fish'],
    ['whale', 'fish'],
  ],
  office: [
    ['laptop', 'coffeeCup'],
    ['book', 'laptop'],
  ],
  kitchen: [
    ['cake', 'coffeeCup'],
    ['pizza', 'coffeeCup'],
  ],
  room: [
    ['cat', 'book'],
    ['guitar', 'gift'],
  ],
};

/** The landmark a setting stands in the land when everything the prompt names flies. */
const SETTING_PROPS: Partial<Record<SettingId, SubjectId>> = {
  meadow: 'tree',
  beach: 'palmTree',
  forest: 'tent',
  mountains: 'house',
  desert: 'cactus',
  snow: 'pineTree',
};

/** The setting, time and subjects a scene ends up with: what the prompt said, else a seeded pick. */
export interface SceneChoices {
  setting: SettingId;
  time: TimeOfDay;
  subjects: SceneSubject[];
}

/** Completes a prompt's reading with seeded picks; the same reading and seed give the same choices. */
export function resolveScene(spec: SceneSpec, random: Random): SceneChoices {
  const home = spec.subjects.map((s) => (SUBJECTS[s.id] as { home?: SettingId }).home).find(Boolean);
  const setting = spec.setting ?? home ?? pick(random, OUTDOORS);
  const fallback = pick(random, SETTING_SUBJECTS[setting]);
  const defaults = fallback.map((id) => ({ id, count: 1, word: id }));
  // A bare sign is a message board, not a scene: the setting's own subjects stand beside it.
  const onlySigns = spec.subjects.every((s) => s.id === 'sign');
  const named = onlySigns ? [...defaults, ...spec.subjects] : spec.subjects;
  // Balloons or birds alone would leave the land bare: the setting lends it a landmark.
  const prop = SETTING_PROPS[setting];
  const grounded = named.some((s) => SUBJECTS[s.id].place !== 'sky');
  const subjects = grounded || !prop ? named : [...named, { id: prop, count: 1, word: prop }];
  // Somebody in space wears a suit.
  const suited =
    setting === 'space'
      ? subjects.map((s) => (s.id === 'person' ? { ...s, id: 'astronaut' as const } : s))
      : subjects;
  return { setting, time: spec.time ?? (setting === 'space' ? 'night' : 'noon'), subjects: suited };
}
