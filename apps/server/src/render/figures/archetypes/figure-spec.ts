// From a generator's choices to the figure drawn: the character's own description (its set's
// catalog in core, found by title), or the creator's job title and style; the pose option; the
// removals honoured (docs/product.md#character-figure-generators).
import {
  ACTION_FIGURE_TEMPLATES,
  CHARACTER_SETS,
  type CharacterSetId,
  hashString,
  pick,
  seededRandom,
} from '@mergepix/core';
import { darken, lighten, mix } from '../../color.ts';
import { accessoryIconKey } from '../accessories/vocabulary.ts';
import { type FigurePose, poseVariant } from '../poses.ts';
import { describedColors } from './colors.ts';
import { lexiconMatches, removedGroups } from './lexicon.ts';
import type {
  BottomStyle,
  Build,
  Extra,
  FaceItem,
  FigureSpec,
  FigureTheme,
  HairStyle,
  Headwear,
  TopStyle,
} from './spec.ts';

/** What the figure is made from. */
export interface FigureSource {
  /** The pack's title: a character's title or a creator template's name. */
  title?: string;
  name?: string;
  jobTitle?: string;
  pose?: string;
  removals?: readonly string[];
  /** Free text when there is no catalog entry (an API caller's prompt). */
  prompt?: string;
}

// A job title → the look it suggests, in the words the lexicon reads.
const JOB_LOOKS: ReadonlyArray<[RegExp, string]> = [
  [/chef|cook|baker|culinary/i, 'white double-breasted jacket, toque, neckerchief, wooden spoon'],
  [/barista|caf[eé]/i, 'apron over a shirt, coffee mug, bun'],
  [/surgeon|doctor|physician|nurse|medic|dentist|vet/i, 'teal scrubs, stethoscope, clipboard'],
  [/scien|research|chemist|lab|biolog/i, 'white lab coat, glasses, beaker'],
  [/develop|engineer|coder|programmer|devops|hacker|software|data/i, 'hoodie, glasses, laptop'],
  [/design|artist|illustrat|creative|painter/i, 'beret, black turtleneck top, palette'],
  [/photo|film|video|camera/i, 'vest, cap, camera'],
  [/market|brand|social|growth|pr\b|communicat/i, 'bold blazer suit, megaphone'],
  [/sales|account|business develop/i, 'sharp blazer suit, tie, phone'],
  [/ceo|founder|chief|director|president|executive|owner|partner|vp\b/i, 'charcoal suit, tie, briefcase'],
  [/lawyer|attorney|legal|counsel|judge/i, 'pinstripe suit, red tie, legal file'],
  [/manager|lead|head of|consultant|analyst|finance|bank|advisor|product/i, 'navy suit, tie, clipboard'],
  [/teacher|professor|lecturer|tutor|educat/i, 'cardigan jacket, glasses, book'],
  [/writer|author|editor|journalist|reporter/i, 'cardigan jacket, glasses, notebook'],
  [/music|singer|dj|producer|band/i, 'leather jacket, headphones, microphone'],
  [/coach|trainer|athlet|fitness|sport|player|runner/i, 'tracksuit, sweatband, whistle'],
  [/firefight/i, 'yellow turnout coat, red fire helmet, suspenders'],
  [/police|officer|guard|security/i, 'navy uniform, peaked cap, radio'],
  [/pilot|aviat/i, 'olive flight suit, aviator sunglasses, helmet'],
  [/astronaut|space/i, 'white pressure suit, visor helmet'],
  [/construct|builder|architect|carpent|contractor/i, 'plaid shirt, hard hat, hammer, tool belt'],
  [/mechanic|technician|plumber|electric/i, 'blue jumpsuit, cap, wrench'],
  [/farm|garden|landscap|florist/i, 'plaid shirt, wide-brimmed hat, suspenders'],
  [/gam(e|er)|stream/i, 'hoodie, headphones'],
  [/support|customer|success|call/i, 'blazer suit, headset'],
  [/hr\b|people|recruit|talent/i, 'jacket, lanyard, clipboard'],
];

const SKIN = ['#f3cfb0', '#e5b38e', '#c98d63', '#9c6947', '#704730', '#f7dcc6'];
const HAIR = ['#2b1d14', '#5a3825', '#a0672f', '#d9b26f', '#1b1b1b', '#7a2e1f', '#c7c9cc'];
const OUTFIT = [
  '#2f6fdf',
  '#d64545',
  '#2a9d6a',
  '#7b4fd6',
  '#e38b1d',
  '#1f2a44',
  '#c0397b',
  '#3b8c9e',
  '#6b4a2e',
];
const HAIRSTYLES: readonly HairStyle[] = [
  'short',
  'long',
  'bun',
  'ponytail',
  'bob',
  'quiff',
  'slick',
  'spiky',
  'afro',
  'wild',
];
const CREATOR_POSES: readonly FigurePose[] = [
  'hero',
  'waving',
  'pointing',
  'arms-crossed',
  'victory',
  'standing',
];
const INSTRUMENTS = new Set([
  'guitar',
  'electric-guitar',
  'bass',
  'keytar',
  'trumpet',
  'drumsticks',
  'microphone',
]);

const TEMPLATE_BUILDS: Readonly<Record<string, Build>> = {
  bobblehead: 'bighead',
  'vinyl-pop': 'bighead',
  'chibi-style': 'child',
  'lego-minifig': 'blocky',
  'buildable-set': 'blocky',
};

function findCharacter(title: string | undefined) {
  if (!title) return undefined;
  const t = title.trim().toLowerCase();
  for (const [set, characters] of Object.entries(CHARACTER_SETS) as Array<
    [CharacterSetId, typeof CHARACTER_SETS.retro]
  >) {
    const character = characters.find((c) => c.title.toLowerCase() === t);
    if (character) return { set, character };
  }
  return undefined;
}

/** The figure for a generator's choices; the same choices always give the same figure. */
export function figureSpec(source: FigureSource): FigureSpec {
  const found = findCharacter(source.title);
  const template = ACTION_FIGURE_TEMPLATES.find((t) => t.name === source.title);
  const job = source.jobTitle ?? '';
  const jobLook = JOB_LOOKS.find(([re]) => re.test(`${job} ${source.prompt ?? ''}`))?.[1] ?? '';
  const description = found
    ? `${found.character.title}. ${found.character.basePrompt}`
    : [jobLook, source.prompt ?? '', template?.id ?? ''].join(' ');
  const theme: FigureTheme = found?.set ?? 'creator';
  const seed = hashString(`${source.title}|${source.name}|${job}`);
  const random = seededRandom(seed);
  const removed = removedGroups(source.removals ?? []);
  const removedProps = new Set((source.removals ?? []).map(accessoryIconKey));
  const matches = lexiconMatches(description, removed);
  const first = <T extends string>(slot: string): T | undefined =>
    matches.find((m) => m.slot === slot)?.value as T | undefined;
  const colors = describedColors(description);

  const topStyle =
    first<TopStyle>('top') ??
    (theme === 'creator' ? pick(random, ['suit', 'jacket', 'tee', 'hoodie'] as const) : 'tee');
  const bottomStyle =
    first<BottomStyle>('bottom') ?? (topStyle === 'bare' || topStyle === 'singlet' ? 'trunks' : 'trousers');
  const build =
    (template && TEMPLATE_BUILDS[template.id]) ??
    first<Build>('build') ??
    pick<Build>(random, ['average', 'average', 'slim', 'stocky', 'muscular']);
  const top = colors.outfit[0] ?? pick(random, OUTFIT);
  // A jumpsuit is one colour top to toe; a suit's trousers match its jacket unless told otherwise.
  const bottom =
    topStyle === 'jumpsuit'
      ? top
      : (colors.outfit[1] ?? (topStyle === 'suit' ? top : mix(pick(random, OUTFIT), '#2a2d38', 0.45)));
  // One prop per group: "a sticker-covered electric guitar" is one guitar, not two.
  const groups = new Set<string>();
  const props = matches
    .filter(
      (m) => m.slot === 'prop' && !removedProps.has(m.value) && !groups.has(m.group) && groups.add(m.group),
    )
    .map((m) => m.value);
  let pose: FigurePose = source.pose
    ? poseVariant(source.pose)
    : found
      ? poseVariant(found.character.poses[0])
      : pick(random, CREATOR_POSES);
  if (pose === 'playing' && !props.some((p) => INSTRUMENTS.has(p))) pose = 'pointing';
  const sleeves = ['tank', 'singlet', 'bare', 'gown', 'bandages'].includes(topStyle)
    ? 'none'
    : topStyle === 'tee' || topStyle === 'vest' || topStyle === 'fur'
      ? 'short'
      : 'long';
  return {
    theme,
    seed,
    build,
    pose,
    skin: first<string>('skin') ?? colors.skin ?? pick(random, SKIN),
    hair: colors.hair ?? pick(random, HAIR),
    hairStyle: first<HairStyle>('hair') ?? pick(random, HAIRSTYLES),
    top,
    bottom,
    boots: colors.outfit[2] ? darken(colors.outfit[2], 0.2) : darken(mix(bottom, '#3a2a20', 0.5), 0.2),
    trim: colors.outfit.find((c, i) => i > 0 && c !== bottom) ?? lighten('#e0b84a', 0.05),
    topStyle,
    bottomStyle,
    sleeves,
    ...(first<Headwear>('head') ? { headwear: first<Headwear>('head') } : {}),
    ...(first<FaceItem>('face') ? { face: first<FaceItem>('face') } : {}),
    extras: new Set(matches.filter((m) => m.slot === 'extra').map((m) => m.value as Extra)),
    props: [...new Set(props)].slice(0, 2),
  };
}
