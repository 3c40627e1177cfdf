import { MEME_TEMPLATE_COUNT } from '../constants/generators.ts';

/**
 * A built-in meme template (docs/product.md#meme-generator: id, name, url). Every picture is original
 * artwork drawn in the layout of a classic format (art/meme-templates/*.svg), with clear space
 * where the top and bottom captions go; no real people and no trademarked characters.
 */
export interface MemeTemplate {
  id: string;
  /** The format's name, without real people or trademarked characters. */
  name: string;
  /** The picture, served by the web app. */
  url: string;
  /** What the picture shows, for its alternative text. */
  description: string;
  width: number;
  height: number;
}

const template = (id: string, name: string, description: string, width: number, height: number) => ({
  id,
  name,
  url: `/meme-templates/${id}.png`,
  description,
  width,
  height,
});

/** The 12 classic formats, in the order the grid shows them; the first is preselected. */
export const MEME_TEMPLATES = [
  template(
    'distracted-boyfriend',
    'Distracted Boyfriend',
    'A man on a city street turns to look at a passer-by in red while his partner glares at him.',
    800,
    560,
  ),
  template(
    'two-buttons',
    'Two Buttons',
    'Two big red buttons on a panel above a sweating person who cannot choose.',
    800,
    880,
  ),
  template(
    'approve-disapprove',
    'Approve / Disapprove',
    'Two panels: a person in an orange jacket turns away with a raised hand, then points and smiles.',
    800,
    800,
  ),
  template(
    'change-my-mind',
    'Change My Mind',
    'A person with a mug sits at a small table outdoors behind a blank sign.',
    800,
    600,
  ),
  template(
    'expanding-brain',
    'Expanding Brain',
    'Four stacked panels of a head whose brain glows brighter in each one.',
    800,
    1000,
  ),
  template(
    'running-away-balloon',
    'Running Away Balloon',
    'Two panels: a person reaches for a drifting balloon while someone pulls them back.',
    800,
    800,
  ),
  template(
    'surprised-face',
    'Surprised Face',
    'A round blue creature stares with wide eyes and an open mouth.',
    800,
    700,
  ),
  template(
    'one-does-not-simply',
    'One Does Not Simply',
    'A cloaked figure in a dim hall holds up a hand, finger and thumb in a circle.',
    800,
    480,
  ),
  template(
    'buff-dog-vs-small-dog',
    'Buff Dog vs Small Dog',
    'A muscular dog stands proudly beside a small, tearful dog sitting down.',
    800,
    560,
  ),
  template(
    'woman-yelling-at-cat',
    'Woman Yelling at Cat',
    'Two panels: a woman points and shouts; a white cat at a dinner table looks back unimpressed.',
    800,
    420,
  ),
  template(
    'epic-handshake',
    'Epic Handshake',
    'Two muscular arms, one green and one purple, clasp hands in the middle.',
    800,
    560,
  ),
  template(
    'always-has-been',
    'Always Has Been',
    'Two astronauts in orbit: one looks down at a planet, the other floats behind.',
    800,
    560,
  ),
] as const satisfies readonly MemeTemplate[];

if (MEME_TEMPLATES.length !== MEME_TEMPLATE_COUNT) throw new Error('MEME_TEMPLATES must list 12 templates');

/** Id of a built-in meme template. */
export type MemeTemplateId = (typeof MEME_TEMPLATES)[number]['id'];

/** The template with `id`, or undefined. */
export function findMemeTemplate(id: string | null | undefined): MemeTemplate | undefined {
  return MEME_TEMPLATES.find((t) => t.id === id);
}
