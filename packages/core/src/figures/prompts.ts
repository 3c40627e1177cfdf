// Prompt composition and randomize rules of the action figure generators
// (docs/product.md#character-figure-generators).
import type { CharacterTemplate } from './characters/types.ts';
import { ACCESSORY_POOL } from './creator/accessories.ts';
import { colorSchemeForCompany, PACKAGE_COLOR_SCHEMES } from './creator/color-schemes.ts';
import {
  ACTION_FIGURE_TEMPLATES,
  type ActionFigureTemplate,
  type ActionFigureTemplateId,
} from './creator/templates.ts';
import {
  accessoriesSentence,
  CHARACTER_PROMPT_CLOSING,
  nameTagSentence,
  packagingSentence,
  poseSentence,
  removalsSentence,
} from './sentences.ts';

/** A source of numbers in [0, 1); tests pass a seeded one. */
export type RandomSource = () => number;

/** What the user chose in the retro/music/TV/wrestling panel for the selected character. */
export interface CharacterChoices {
  accessories: readonly string[];
  removals: readonly string[];
  pose: string;
  customText: string;
}

/** A sentence with a final full stop (unless it already ends with . ! or ?). */
const asSentence = (text: string) => {
  const t = text.trim();
  return t === '' || /[.!?]$/.test(t) ? t : `${t}.`;
};

/**
 * The choices a character starts with: its first pose, nothing added or removed
 * (docs/product.md#character-figure-generators).
 */
export function initialCharacterChoices(character: CharacterTemplate): CharacterChoices {
  return { accessories: [], removals: [], pose: character.poses[0] ?? '', customText: '' };
}

/**
 * The character prompt, in the order of docs/product.md#character-figure-generators: base prompt;
 * accessories; removals; pose; packaging; the custom text; the name-tag sentence when FIRSTNAME is set; the
 * closing instruction.
 */
export function composeCharacterPrompt(
  character: CharacterTemplate,
  choices: CharacterChoices,
  firstName?: string,
): string {
  const parts = [asSentence(character.basePrompt)];
  if (choices.accessories.length) parts.push(accessoriesSentence(choices.accessories));
  if (choices.removals.length) parts.push(removalsSentence(choices.removals));
  if (choices.pose.trim()) parts.push(poseSentence(choices.pose));
  parts.push(packagingSentence(character.packaging));
  if (choices.customText.trim()) parts.push(asSentence(choices.customText));
  if (firstName?.trim()) parts.push(nameTagSentence(firstName));
  parts.push(CHARACTER_PROMPT_CLOSING);
  return parts.join(' ');
}

/** `count` distinct items of `items`, in random order. */
export function pickDistinct<T>(items: readonly T[], count: number, random: RandomSource): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length)
    picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  return picked;
}

/** An integer in [min, max]. */
export const randomInt = (min: number, max: number, random: RandomSource) =>
  min + Math.min(max - min, Math.floor(random() * (max - min + 1)));

const pickOne = <T>(items: readonly T[], random: RandomSource): T =>
  items[Math.min(items.length - 1, Math.floor(random() * items.length))] as T;

/**
 * Randomize in the character panels (docs/product.md#character-figure-generators): a random character, 0-2 of
 * its accessories, 0-1 of its removals, a random pose, and the custom text cleared.
 */
export function randomizeCharacter(
  set: readonly CharacterTemplate[],
  random: RandomSource = Math.random,
): { index: number; choices: CharacterChoices } {
  const index = Math.min(set.length - 1, Math.floor(random() * set.length));
  const character = set[index] as CharacterTemplate;
  return {
    index,
    choices: {
      accessories: pickDistinct(character.additions, randomInt(0, 2, random), random),
      removals: pickDistinct(character.removals, randomInt(0, 1, random), random),
      pose: pickOne(character.poses, random),
      customText: '',
    },
  };
}

/** The action figure creator's form (docs/product.md#action-figure-creator). */
export interface CreatorChoices {
  templateId: ActionFigureTemplateId;
  name: string;
  company: string;
  jobTitle: string;
  /** Free text such as "teal and silver"; empty means "derive from the company". */
  packageColors: string;
  details: string;
  accessories: readonly string[];
}

/** The creator's template by id (the first one for an unknown id). */
export function creatorTemplate(id: string): ActionFigureTemplate {
  return (
    ACTION_FIGURE_TEMPLATES.find((t) => t.id === id) ?? (ACTION_FIGURE_TEMPLATES[0] as ActionFigureTemplate)
  );
}

/** The creator's starting state. */
export function initialCreatorChoices(): CreatorChoices {
  return {
    templateId: 'classic-blister',
    name: '',
    company: '',
    jobTitle: '',
    packageColors: '',
    details: '',
    accessories: [],
  };
}

/** The package colours the prompt uses: the user's, else the company's scheme (random without one). */
export function creatorPackageColors(choices: CreatorChoices, random: RandomSource = Math.random): string {
  return choices.packageColors.trim() || colorSchemeForCompany(choices.company, random).description;
}

/**
 * The creator prompt, in the order of docs/product.md#action-figure-creator: custom details; the template
 * prompt with [NAME], [COMPANY] and [TITLE] filled in; the accessories; the package colours; the style
 * suffix. Empty fields read as neutral words so the sentence stays whole.
 */
export function composeCreatorPrompt(choices: CreatorChoices, random: RandomSource = Math.random): string {
  const template = creatorTemplate(choices.templateId);
  const filled = template.prompt
    .replaceAll('[NAME]', choices.name.trim() || 'a professional')
    .replaceAll('[COMPANY]', choices.company.trim() || 'their company')
    .replaceAll('[TITLE]', choices.jobTitle.trim() || 'team member');
  const parts: string[] = [];
  if (choices.details.trim()) parts.push(asSentence(choices.details));
  parts.push(asSentence(filled));
  if (choices.accessories.length) parts.push(accessoriesSentence(choices.accessories));
  const packaging = template.packaging.replace(/\.$/, '');
  const article = /^(a|an|the)\s/i.test(packaging) ? '' : /^[aeiou]/i.test(packaging) ? 'an ' : 'a ';
  parts.push(packagingSentence(`${article}${packaging} in ${creatorPackageColors(choices, random)}`));
  parts.push(asSentence(template.style));
  return parts.join(' ');
}

/**
 * Randomize in the creator (docs/product.md#action-figure-creator): a random style, 2-4 accessories from the
 * pool of 33, random package colours, and the details cleared. Name, company and title stay.
 */
export function randomizeCreator(
  current: CreatorChoices,
  random: RandomSource = Math.random,
): CreatorChoices {
  return {
    ...current,
    templateId: pickOne(ACTION_FIGURE_TEMPLATES, random).id,
    accessories: pickDistinct(ACCESSORY_POOL, randomInt(2, 4, random), random),
    packageColors: pickOne(PACKAGE_COLOR_SCHEMES, random).description,
    details: '',
  };
}
