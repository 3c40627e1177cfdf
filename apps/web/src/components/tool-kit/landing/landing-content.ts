import type { CharacterSetId } from '@mergepix/core';

// Types of the figure landing pages' copy. Pages are config: each `*-content.ts` file fills these
// in, and the shared sections render them, so the copy can be checked by plain unit tests.

/** Names of the icons the sections can show; mapped to lucide icons in landing-icons.ts. */
export type LandingIconId =
  | 'sparkles'
  | 'user'
  | 'palette'
  | 'wand'
  | 'download'
  | 'package'
  | 'swords'
  | 'image'
  | 'layers'
  | 'mail'
  | 'share'
  | 'gift'
  | 'users'
  | 'trophy'
  | 'megaphone'
  | 'calendar'
  | 'music'
  | 'tv'
  | 'star'
  | 'shuffle'
  | 'camera'
  | 'rocket';

/** A titled item with an icon: a how-to step, a feature blurb or a use case. */
export interface LandingItem {
  title: string;
  description: string;
  icon: LandingIconId;
}

/** One FAQ entry; `id` keys the accordion and its element ids, so keep it unique per page. */
export interface LandingFaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** A headline number shown in the hero, e.g. { value: '30', label: 'retro characters' }. */
export interface LandingStat {
  value: string;
  label: string;
}

/** Opening block of a landing page; its title is the page's only h1. */
export interface LandingHeroCopy {
  /** Small pill above the title, e.g. "Retro Action Figures" or "NEW FEATURE". */
  badge: string;
  /** Whether the badge is a "new" flag (drawn with the gradient) rather than a plain eyebrow. */
  badgeIsNew?: boolean;
  /** Title text before the highlighted part. */
  title: string;
  /** Part of the title drawn in the brand gradient, appended after `title` with a space. */
  highlight?: string;
  description: string;
  /** Text of the button that scrolls to the embedded generator (#generator). */
  primaryLabel: string;
  /** Text of the button to the studio (/editor). */
  secondaryLabel: string;
  stats: readonly LandingStat[];
}

/** Eyebrow, title and intro of one section. */
export interface LandingSectionCopy {
  eyebrow: string;
  title: string;
  description: string;
}

/** A featured character card; `id` and `title` must match the start of the set in core. */
export interface FeaturedCharacter {
  id: string;
  title: string;
  /** One line of original copy under the title. */
  tagline: string;
  /** Alternative text of the drawing. */
  artLabel: string;
}

/** How the featured characters are shown: a grid of cards, or an auto-advancing carousel. */
export type FeaturedDisplay = 'grid' | 'carousel';

/** What every landing page says: its key, tab title, hero, generator, steps, uses, questions and closing call. */
export interface LandingPageContent {
  /** Kebab-case page key, used for element ids and test ids. */
  slug: string;
  /** Tab title without the site name. */
  documentTitle: string;
  hero: LandingHeroCopy;
  generator: LandingSectionCopy;
  howTo: LandingSectionCopy & { steps: readonly LandingItem[] };
  useCases: LandingSectionCopy & { items: readonly LandingItem[] };
  faq: LandingSectionCopy & { items: readonly LandingFaqEntry[] };
  cta: { title: string; subtitle: string; buttonLabel: string };
}

/** Everything a character landing page (retro, music, TV, wrestling) says. */
export interface FigureLandingContent extends LandingPageContent {
  set: CharacterSetId;
  features: LandingSectionCopy & { items: readonly LandingItem[] };
  featured: LandingSectionCopy & {
    display: FeaturedDisplay;
    /** Link under the featured characters, to /editor, e.g. "Explore All Characters". */
    exploreLabel: string;
    items: readonly FeaturedCharacter[];
  };
}

/** Everything the general Action Figures page (/features/action-figures) says. */
export interface ActionFiguresContent extends LandingPageContent {
  /** The packaging and accessories blurbs, one item each. */
  details: LandingSectionCopy & { packaging: LandingItem; accessories: LandingItem };
  /** The styles gallery; its pictures are the creator's template previews. */
  gallery: LandingSectionCopy & { showcaseTitle: string };
}

/**
 * Everything a style or media tool's landing page (Ghibli, cartoon, meme, crazy image, AI image)
 * says: the figure pages' structure without the featured characters.
 */
export interface ToolLandingContent extends LandingPageContent {
  features: LandingSectionCopy & { items: readonly LandingItem[] };
}

/** Id of the section holding the embedded generator; the hero's primary button links to it. */
export const GENERATOR_ANCHOR = 'generator';

/** Label of the closing call-to-action button on every figure landing page. */
export const START_CREATING_LABEL = 'Start Creating Now';
