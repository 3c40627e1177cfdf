/**
 * The features hub's cards, in the spec's order (platform §2). Pure data so the list can be
 * tested without a DOM, and so the page and its tests never disagree about paths.
 */

/** Which original illustration a card shows. */
export type HubArtId =
  | 'cartoon'
  | 'action-figure'
  | 'retro-figure'
  | 'music-figure'
  | 'tv-figure'
  | 'wrestling-figure'
  | 'ghibli'
  | 'meme';

/** One card of the hub. */
export interface HubFeature {
  /** Stable key, also the card's `data-feature` attribute. */
  slug: string;
  /** Landing page under /features/ (built by later work; linked already). */
  path: `/features/${string}`;
  title: string;
  /** One line under the title. */
  description: string;
  art: HubArtId;
  /** Only music star carries one (spec §2 route table). */
  badge?: 'NEW FEATURE';
}

export const HUB_FEATURES: readonly HubFeature[] = [
  {
    slug: 'cartoon-style',
    path: '/features/cartoon-style',
    title: 'Cartoon Styles',
    description: 'Turn a photo into one of 20 cartoon looks, from anime to comic book.',
    art: 'cartoon',
  },
  {
    slug: 'action-figures',
    path: '/features/action-figures',
    title: 'Action Figures',
    description: 'Box anyone as a collectible figure with their name and accessories.',
    art: 'action-figure',
  },
  {
    slug: 'retro-action-figures',
    path: '/features/retro-action-figures',
    title: 'Retro Action Figures',
    description: 'Vintage card-back packaging with that well-loved toy-shelf look.',
    art: 'retro-figure',
  },
  {
    slug: 'music-star-action-figures',
    path: '/features/music-star-action-figures',
    title: 'Music Star Action Figures',
    description: 'Stage-ready figures with a guitar, a mic and a name in lights.',
    art: 'music-figure',
    badge: 'NEW FEATURE',
  },
  {
    slug: 'tv-show-action-figures',
    path: '/features/tv-show-action-figures',
    title: 'TV Show Action Figures',
    description: 'Sitcom and drama-style figures with a set and props of their own.',
    art: 'tv-figure',
  },
  {
    slug: 'wrestling-action-figures',
    path: '/features/wrestling-action-figures',
    title: 'Wrestling Action Figures',
    description: 'Champion figures with a title belt, ring gear and a signature pose.',
    art: 'wrestling-figure',
  },
  {
    slug: 'ghibli-style',
    path: '/features/ghibli-style',
    title: 'Ghibli-Style Scenes',
    description: 'Hand-painted, whimsical landscapes with your customer in the story.',
    art: 'ghibli',
  },
  {
    slug: 'meme-generator',
    path: '/features/meme-generator',
    title: 'Meme Generator',
    description: 'Top and bottom captions that greet every reader by name.',
    art: 'meme',
  },
];

/** Where both hub buttons go: the studio holds every tool (spec §2). */
export const HUB_EDITOR_PATH = '/editor';
