// The Ghibli generator's form logic (docs/product.md#ghibli-generator): its choices, the prompt composed
// from them and the inspiration prompts. The description box and the random pick are in
// ghibli-form.ts.
//
// Whose words are in the description: the original product overwrote the description box with a
// prompt rebuilt from the options whenever they changed, throwing away whatever had been typed
// there. Here the options write one sentence into the box and rewrite that sentence whenever they
// change ("rebuilt automatically from the chosen options"), so the visitor sees what will be sent;
// the visitor's own words around it are kept.
import { clipText, GHIBLI_NAME_MAX_LENGTH } from './figure-details.ts';
import type {
  GhibliCharacter,
  GhibliElement,
  GhibliScene,
  GhibliTime,
  GhibliWeather,
} from './ghibli-options.ts';
import { GHIBLI_PHRASES, GHIBLI_STYLE_SENTENCE } from './ghibli-phrases.ts';

/** Where the description's text came from: typed by the user, or put there by the tool. */
export type GhibliDescriptionSource = 'user' | 'random' | 'inspiration';

/** What the user chose in the Ghibli generator; an empty string means "not chosen". */
export interface GhibliFormChoices {
  /** The description box: the visitor's words and the options' sentence (ghibli-form.ts). */
  description: string;
  descriptionSource: GhibliDescriptionSource;
  /** The options' sentence the form last wrote into the description; '' before any. */
  optionsSentence: string;
  /** The "include personalized character" checkbox. */
  personalized: boolean;
  /** Used only while `personalized` is on; may hold tokens such as [FIRSTNAME]. */
  characterName: string;
  sceneType: GhibliScene | '';
  characterType: GhibliCharacter | '';
  timeOfDay: GhibliTime | '';
  weather: GhibliWeather | '';
  elements: readonly GhibliElement[];
}

/**
 * Shown on Generate when there is no description and no option to build one from
 * (docs/product.md#ghibli-generator).
 */
export const GHIBLI_EMPTY_PROMPT_ERROR = 'Please enter a prompt or generate one using the options below.';

/** The Character Name field starts on the first-name token, filled per customer before each call. */
export const GHIBLI_NAME_TOKEN = '[FIRSTNAME]';

/** The form on load: an empty description, no option chosen, no personalized character yet. */
export function initialGhibliChoices(): GhibliFormChoices {
  return {
    description: '',
    descriptionSource: 'user',
    optionsSentence: '',
    personalized: false,
    characterName: GHIBLI_NAME_TOKEN,
    sceneType: '',
    characterType: '',
    timeOfDay: '',
    weather: '',
    elements: [],
  };
}

/** The name the scene is personalized with: empty unless the checkbox is on. */
export function ghibliCharacterName(choices: Pick<GhibliFormChoices, 'personalized' | 'characterName'>) {
  return choices.personalized ? clipText(choices.characterName, GHIBLI_NAME_MAX_LENGTH) : '';
}

/** Whether any option (or a personalized name) would put something in the prompt. */
export function hasGhibliOptions(choices: GhibliFormChoices): boolean {
  const { sceneType, characterType, timeOfDay, weather, elements } = choices;
  return Boolean(
    sceneType || characterType || timeOfDay || weather || elements.length || ghibliCharacterName(choices),
  );
}

/** The text ending with a full stop (or the mark it has). */
export const asSentence = (text: string) => {
  const t = text.trim();
  return t === '' || /[.!?]$/.test(t) ? t : `${t}.`;
};

/** "a, b and c". */
function joinPhrases(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The sentence the chosen options make, or '' when none is chosen. */
export function ghibliOptionsSentence(choices: GhibliFormChoices): string {
  const name = ghibliCharacterName(choices);
  const { sceneType, characterType, timeOfDay, weather, elements } = choices;
  const sentences: string[] = [];
  const setting = [
    sceneType ? GHIBLI_PHRASES.scene[sceneType] : '',
    timeOfDay ? GHIBLI_PHRASES.time[timeOfDay] : '',
    weather ? GHIBLI_PHRASES.weather[weather] : '',
  ].filter(Boolean);
  if (setting.length) sentences.push(`The scene is ${setting.join(', ')}.`);
  // A name without a chosen character gets the default one the offline engine paints too.
  const character = characterType === 'None' ? '' : characterType || (name ? 'Human Child' : '');
  if (character) {
    const who = GHIBLI_PHRASES.character[character];
    sentences.push(name ? `It features ${who} named ${name}.` : `It features ${who}.`);
  } else if (characterType === 'None') {
    sentences.push('No characters appear; the landscape tells the story.');
  }
  if (name) sentences.push(`A small wooden sign in the scene reads "${name}".`);
  if (elements.length)
    sentences.push(`Magical touches: ${joinPhrases(elements.map((e) => GHIBLI_PHRASES.element[e]))}.`);
  return sentences.join(' ');
}

/**
 * The prompt sent: the user's description, the options' sentence, then the style. Empty when there
 * is neither a description nor a chosen option (nothing to build a prompt from). Tokens are left
 * in; the web fills them from the user's values before the call.
 */
export function composeGhibliPrompt(choices: GhibliFormChoices): string {
  const description = asSentence(choices.description);
  const options = ghibliOptionsSentence(choices);
  if (!description && !options) return '';
  return [description, options, GHIBLI_STYLE_SENTENCE].filter(Boolean).join(' ');
}

/**
 * The prompt the form sends: its description, which holds the options' sentence, then the style.
 * A blank box is built from the options alone; empty when there are none either.
 */
export function ghibliFormPrompt(choices: GhibliFormChoices): string {
  const description = asSentence(choices.description);
  return description ? `${description} ${GHIBLI_STYLE_SENTENCE}` : composeGhibliPrompt(choices);
}

/** The typed details of a ghibli-image call: the chosen options only, so unchosen ones stay free. */
export function ghibliDetails(choices: GhibliFormChoices, characterName = ghibliCharacterName(choices)) {
  const { sceneType, characterType, timeOfDay, weather, elements } = choices;
  const name = clipText(characterName, GHIBLI_NAME_MAX_LENGTH);
  return {
    ...(sceneType ? { sceneType } : {}),
    ...(characterType ? { characterType } : {}),
    ...(timeOfDay ? { timeOfDay } : {}),
    ...(weather ? { weather } : {}),
    ...(elements.length ? { elements: [...elements] } : {}),
    ...(name ? { characterName: name } : {}),
  };
}

/** An inspiration prompt the user can drop into the description with "Use". */
export interface GhibliInspiration {
  title: string;
  prompt: string;
}

/** Five original inspiration prompts (docs/product.md#ghibli-generator). */
export const GHIBLI_INSPIRATIONS: readonly GhibliInspiration[] = [
  {
    title: 'Seaside errand',
    prompt:
      'A girl on a red bicycle delivers bread along a seaside road at sunset, laundry fluttering from the balconies above.',
  },
  {
    title: 'Forest guardian',
    prompt:
      'A child shelters from gentle rain under a giant leaf in a mossy forest, while a round, furry creature waits beside them.',
  },
  {
    title: 'Sky harbour',
    prompt:
      'A castle of stone towers floats above the clouds at golden hour, with small airships docking at its wooden piers.',
  },
  {
    title: 'Night market',
    prompt:
      'Paper lanterns glow over a night market in a mountain village, where spirits in masks browse stalls of sweets.',
  },
  {
    title: 'Country train',
    prompt:
      'A quiet train glides across flooded fields at dawn, its single passenger watching the reflections from the window.',
  },
];
