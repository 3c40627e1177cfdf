// The Ghibli generator's option lists (docs/product.md#ghibli-generator): what the web form offers, what the
// ghibli-image payload's typed details accept and what the offline engine can paint.

/** Scene types, exactly as the generator offers them. */
export const GHIBLI_SCENE_TYPES = [
  'Nature Landscape',
  'Small Town',
  'Magical Forest',
  'Ocean View',
  'Floating Castle',
  'Mountain Village',
  'Train Journey',
  'Countryside',
  'Ancient Temple',
] as const;
/** Character types, exactly as offered. */
export const GHIBLI_CHARACTER_TYPES = [
  'Human Child',
  'Human Adult',
  'Magical Creature',
  'Spirit',
  'Animal Companion',
  'Transformed Being',
  'Forest Spirit',
  'Witch/Wizard',
  'None',
] as const;
/** Times of day, exactly as offered. */
export const GHIBLI_TIMES = ['Dawn', 'Day', 'Sunset', 'Night', 'Magical Hour'] as const;
/** Weather/atmosphere choices, exactly as offered. */
export const GHIBLI_WEATHER = [
  'Clear Sky',
  'Gentle Rain',
  'Heavy Storm',
  'Falling Leaves',
  'Cherry Blossoms',
  'Snow',
  'Magical Particles',
  'Foggy',
] as const;
/** Ghibli elements, exactly as offered. */
export const GHIBLI_ELEMENTS = [
  'Magic Dust',
  'Wind Swirls',
  'Floating Islands',
  'Gentle Creatures',
  'Mysterious Shadows',
  'Glowing Plants',
  'Ancient Ruins',
  'Lanterns',
] as const;

/**
 * The four single-choice lists in the form's order: each one's label, the choice it sets and its
 * options. The form draws a select per list; the random-scene pick draws one option of each.
 */
export const GHIBLI_SCENE_LISTS = [
  { label: 'Scene Type', key: 'sceneType', options: GHIBLI_SCENE_TYPES },
  { label: 'Character Type', key: 'characterType', options: GHIBLI_CHARACTER_TYPES },
  { label: 'Time of Day', key: 'timeOfDay', options: GHIBLI_TIMES },
  { label: 'Weather/Atmosphere', key: 'weather', options: GHIBLI_WEATHER },
] as const;

/** A Ghibli scene type. */
export type GhibliScene = (typeof GHIBLI_SCENE_TYPES)[number];
/** A Ghibli character type. */
export type GhibliCharacter = (typeof GHIBLI_CHARACTER_TYPES)[number];
/** A Ghibli time of day. */
export type GhibliTime = (typeof GHIBLI_TIMES)[number];
/** A Ghibli weather choice. */
export type GhibliWeather = (typeof GHIBLI_WEATHER)[number];
/** A Ghibli element. */
export type GhibliElement = (typeof GHIBLI_ELEMENTS)[number];
