// The Ghibli description box (docs/product.md#ghibli-generator): the visitor's own words and one
// sentence the chosen options write, rewritten whenever they change, so the box always shows the
// prompt being sent (the style sentence aside). Also the random-scene pick, which fills the box.
import { GHIBLI_RANDOM_ELEMENTS_RANGE } from '../constants/generators.ts';
import { pickDistinct, type RandomSource, randomInt } from '../figures/prompts.ts';
import { GHIBLI_ELEMENTS, GHIBLI_SCENE_LISTS, type GhibliElement } from './ghibli-options.ts';
import {
  asSentence,
  type GhibliDescriptionSource,
  type GhibliFormChoices,
  ghibliOptionsSentence,
} from './ghibli-prompt.ts';

/** Where the options' sentence stands in the box, word for word; -1 when it is not there. */
function sentenceAt({ description, optionsSentence }: GhibliFormChoices): number {
  return optionsSentence ? description.lastIndexOf(optionsSentence) : -1;
}

/** Own words, then the options' sentence, as the box shows them. */
function joined(words: string, sentence: string): string {
  const own = words.trim();
  return [own && sentence ? asSentence(own) : own, sentence].filter(Boolean).join(' ');
}

/** The box's text before and after the options' sentence, joined; the whole box when it is not there. */
function around(choices: GhibliFormChoices, at: number): string {
  if (at < 0) return choices.description.trim();
  const { description, optionsSentence } = choices;
  const before = description.slice(0, at).trim();
  const after = description.slice(at + optionsSentence.length).trim();
  return [before, after].filter(Boolean).join(' ');
}

/** The visitor's own words: the description without the options' sentence the form wrote. */
export function ghibliOwnWords(choices: GhibliFormChoices): string {
  return around(choices, sentenceAt(choices));
}

/**
 * The form with its description rebuilt from the options: where the options' sentence the form
 * wrote last still stands word for word it is replaced by the current one; where the visitor
 * edited or removed it, the current one is added after their text. Unchanged while the sentence is.
 */
export function withRebuiltDescription(choices: GhibliFormChoices): GhibliFormChoices {
  const sentence = ghibliOptionsSentence(choices);
  if (sentence === choices.optionsSentence) return choices;
  const at = sentenceAt(choices);
  const { description, optionsSentence: previous } = choices;
  const rebuilt =
    at >= 0 && sentence
      ? description.slice(0, at) + sentence + description.slice(at + previous.length)
      : joined(around(choices, at), sentence);
  return { ...choices, description: rebuilt, optionsSentence: sentence };
}

/**
 * The description with the options' sentence written for `characterName` where it stands word for
 * word: the web passes the name with its tokens filled, so a name without a value drops its
 * phrase ("named …", the sign) instead of leaving it empty.
 */
export function ghibliDescriptionFor(choices: GhibliFormChoices, characterName: string): string {
  const at = sentenceAt(choices);
  if (at < 0) return choices.description;
  const { description, optionsSentence } = choices;
  const sentence = ghibliOptionsSentence({ ...choices, characterName });
  return description.slice(0, at) + sentence + description.slice(at + optionsSentence.length);
}

/** The form with new own words (an inspiration, a random moment); the options' sentence stays. */
export function withOwnWords(
  choices: GhibliFormChoices,
  words: string,
  source: GhibliDescriptionSource,
): GhibliFormChoices {
  const kept = sentenceAt(choices) >= 0 ? choices.optionsSentence : '';
  return { ...choices, description: joined(words, kept), descriptionSource: source };
}

const inListOrder = (picked: readonly GhibliElement[]) => GHIBLI_ELEMENTS.filter((e) => picked.includes(e));

const pickOne = <T>(items: readonly T[], random: RandomSource): T =>
  items[Math.min(items.length - 1, Math.floor(random() * items.length))] as T;

/**
 * The random-scene pick (docs/product.md#ghibli-generator): a random scene, character, time and weather and
 * 1-3 elements. The visitor's own words in the description become a random scene moment unless the
 * visitor typed them, which are kept. The options' sentence in the box is left as it was: the form
 * rebuilds it GHIBLI_REBUILD_DELAY_MS later ({@link withRebuiltDescription}).
 */
export function randomizeGhibli(choices: GhibliFormChoices, random: RandomSource = Math.random) {
  const { min, max } = GHIBLI_RANDOM_ELEMENTS_RANGE;
  const ownWords = ghibliOwnWords(choices);
  const keepDescription = choices.descriptionSource === 'user' && ownWords !== '';
  const next: GhibliFormChoices = {
    ...choices,
    // One option of each list, drawn in the form's order.
    ...(Object.fromEntries(
      GHIBLI_SCENE_LISTS.map(({ key, options }) => [key, pickOne<string>(options, random)]),
    ) as Pick<GhibliFormChoices, (typeof GHIBLI_SCENE_LISTS)[number]['key']>),
    // In the list's order, as the chips show them, so the box reads them in the order seen.
    elements: inListOrder(pickDistinct(GHIBLI_ELEMENTS, randomInt(min, max, random), random)),
  };
  if (keepDescription) return next;
  const others = GHIBLI_RANDOM_SCENES.filter((s) => s !== ownWords);
  return withOwnWords(next, pickOne(others, random), 'random');
}

/**
 * Moments the random-scene button writes into an empty description. Original lines that name no
 * place, hour or weather, so they never contradict the options picked with them.
 */
export const GHIBLI_RANDOM_SCENES = [
  'A curious explorer follows a trail of tiny footprints toward something hidden.',
  'A picnic blanket is spread beside a bubbling stream, with a basket of warm bread.',
  'An old bakery opens its wooden shutters and the smell of fresh buns drifts out.',
  'A paper kite has caught in the branches of a giant camphor tree.',
  'A bicycle with a wicker basket leans against a mossy stone wall.',
  'Someone hangs freshly washed laundry that flutters like little flags.',
  'A tiny post office keeps its door open for letters from faraway friends.',
  'A wooden bus stop waits at a crossroads with a single umbrella resting on the bench.',
  'Steam curls from a teapot on a windowsill lined with potted herbs.',
  'A rope swing hangs from a crooked branch over a patch of wildflowers.',
  'A small boat is tied to a weathered pier, rocking gently.',
  'A hand-drawn map lies open on a rock, its corners held down by pebbles.',
] as const;
