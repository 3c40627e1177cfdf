// Everyday words a free prompt uses for the Ghibli options, so "a rainy night in the forest" still
// picks the right scene when the payload carries no typed details.
import type { GhibliCharacter, GhibliElement, GhibliScene, GhibliTime, GhibliWeather } from '@mergepix/core';

// Checked only when no exact option label is in the prompt; order matters (first hit wins).
export const SCENE_WORDS: ReadonlyArray<[RegExp, GhibliScene]> = [
  [/\bcastle\b/, 'Floating Castle'],
  [/\b(temple|shrine|pagoda)\b/, 'Ancient Temple'],
  [/\b(train|railway|station)\b/, 'Train Journey'],
  [/\b(ocean|sea|seaside|beach|coast|harbou?r)\b/, 'Ocean View'],
  [/\b(forest|woods|woodland|jungle)\b/, 'Magical Forest'],
  [/\bmountains?\b/, 'Mountain Village'],
  [/\b(town|village|city|street)\b/, 'Small Town'],
  [/\b(farm|meadow|fields?|countryside)\b/, 'Countryside'],
];
export const TIME_WORDS: ReadonlyArray<[RegExp, GhibliTime]> = [
  [/\b(golden hour|twilight|enchanted hour)\b/, 'Magical Hour'],
  [/\b(sunset|dusk|evening)\b/, 'Sunset'],
  [/\b(sunrise|dawn|morning)\b/, 'Dawn'],
  [/\b(night|moon(lit|light)?|stars|starry|midnight)\b/, 'Night'],
  [/\b(noon|daytime|sunny|afternoon)\b/, 'Day'],
];
export const WEATHER_WORDS: ReadonlyArray<[RegExp, GhibliWeather]> = [
  [/\b(storm|stormy|thunder|lightning)\b/, 'Heavy Storm'],
  [/\b(rain|rainy|drizzle)\b/, 'Gentle Rain'],
  [/\b(snow|snowy|winter|snowfall)\b/, 'Snow'],
  [/\b(cherry|sakura|blossoms?)\b/, 'Cherry Blossoms'],
  [/\b(autumn|fall foliage|leaves)\b/, 'Falling Leaves'],
  [/\b(fog|foggy|mist|misty|haze)\b/, 'Foggy'],
  [/\b(sparkles?|fireflies|glitter)\b/, 'Magical Particles'],
];
export const CHARACTER_WORDS: ReadonlyArray<[RegExp, GhibliCharacter]> = [
  [/\b(witch|wizard|broom)\b/, 'Witch/Wizard'],
  [/\b(child|girl|boy|kid)\b/, 'Human Child'],
  [/\b(cat|dog|fox|companion)\b/, 'Animal Companion'],
  [/\b(creature|dragon)\b/, 'Magical Creature'],
  [/\b(spirit|ghost)\b/, 'Spirit'],
  [/\b(woman|man|traveller|traveler|adult)\b/, 'Human Adult'],
];
export const ELEMENT_WORDS: ReadonlyArray<[RegExp, GhibliElement]> = [
  [/\blanterns?\b/, 'Lanterns'],
  [/\bruins?\b/, 'Ancient Ruins'],
  [/\bfloating islands?\b/, 'Floating Islands'],
  [/\bglowing (plants?|mushrooms?|flowers?)\b/, 'Glowing Plants'],
  [/\bshadows?\b/, 'Mysterious Shadows'],
  [/\bcreatures\b/, 'Gentle Creatures'],
  [/\b(wind|breeze|gusts?)\b/, 'Wind Swirls'],
  [/\b(magic dust|stardust|pixie dust)\b/, 'Magic Dust'],
];
