import type { ImageFunctionName } from '../api/functions.ts';
import type { AiModelChoice } from '../constants/generators.ts';
import type { CatalogEntry, FeatureLanding } from './catalog-types.ts';
import type { CatalogId } from './feature-ids.ts';

export type {
  CatalogEntry,
  FeatureBadge,
  FeatureCategory,
  FeatureDefinition,
  FeatureLanding,
} from './catalog-types.ts';
export * from './feature-ids.ts';

type Flags = 'isNew' | 'aiAccelerated' | 'fast' | 'studio' | 'built';
type CatalogRow = Omit<CatalogEntry, Flags> & Partial<Pick<CatalogEntry, Flags>>;

const menu = (order: number, label: string, blurb: string) => ({ order, label, blurb });

// Rows list only the flags that are set, so the table reads like docs/product.md#feature-catalog.
const ROWS: readonly CatalogRow[] = [
  {
    id: 'image',
    imageFunction: 'image-generation',
    defaultModel: 'gemini',
    downloadName: 'ai-image.png',
    title: 'AI Image Generator',
    description: 'Create any image from a text prompt, personalized with tokens.',
    icon: 'ImagePlus',
    category: 'media',
    aiAccelerated: true,
    fast: true,
    built: true,
    landing: {
      path: '/features/ai-image',
      menu: menu(2, 'AI Image Creator', 'Images from a prompt'),
      footer: 'listed',
    },
  },
  {
    id: 'gif',
    title: 'Animated GIF',
    description: 'Build email-ready animated GIFs with personalized text on every frame.',
    icon: 'Film',
    category: 'media',
    built: true,
    resultAction: 'Animate this',
    landing: { path: '/gif-editor', menu: menu(1, 'GIF Editor', 'Animated, personalized'), footer: 'new' },
  },
  {
    id: 'live-images',
    title: 'Email-Ready Images',
    description: 'Design lightweight images for email campaigns with names drawn in.',
    icon: 'Mail',
    category: 'media',
    built: true,
    resultAction: 'Personalize for every customer',
  },
  {
    id: 'action-figure',
    imageFunction: 'action-figure',
    title: 'Action figure',
    description: 'Turn anyone into a boxed collectible action figure with custom accessories.',
    icon: 'ToyBrick',
    category: 'character',
    aiAccelerated: true,
    fast: true,
    built: true,
    defaultModel: 'gemini',
    downloadName: 'custom-action-figure.png',
    landing: {
      path: '/features/action-figures',
      menu: menu(3, 'Action Figures', 'Boxed figures of anyone'),
      hub: {
        order: 2,
        title: 'Action Figures',
        description: 'Box anyone as a collectible figure with their name and accessories.',
      },
      footer: 'listed',
    },
  },
  {
    id: 'retro-figure',
    imageFunction: 'action-figure',
    title: 'Retro action figure',
    description: 'Box anyone as a vintage toy-aisle action figure on a classic card back.',
    icon: 'ToyBrick',
    category: 'character',
    studio: false,
    built: true,
    defaultModel: 'gemini',
    downloadName: 'retro-action-figure.png',
    landing: {
      path: '/features/retro-action-figures',
      menu: menu(4, 'Retro Action Figures', 'Vintage toy packaging'),
      hub: {
        order: 3,
        title: 'Retro Action Figures',
        description: 'Vintage card-back packaging with that well-loved toy-shelf look.',
      },
    },
  },
  {
    id: 'music-figure',
    imageFunction: 'action-figure',
    title: 'Music star figure',
    description: 'Make a music-legend action figure with stage props and a name tag.',
    icon: 'MicVocal',
    category: 'character',
    badge: 'POPULAR',
    built: true,
    defaultModel: 'gemini',
    downloadName: 'music-star-action-figure.png',
    landing: {
      path: '/features/music-star-action-figures',
      menu: menu(5, 'Music Star Figures', 'Rock, pop and rap icons'),
      hub: {
        order: 4,
        title: 'Music Star Action Figures',
        description: 'Stage-ready figures with a guitar, a mic and a name in lights.',
        badge: 'NEW FEATURE',
      },
    },
  },
  {
    id: 'tv-figure',
    imageFunction: 'action-figure',
    title: 'TV figure',
    description: 'Create an action figure in the style of a classic TV show character.',
    icon: 'Tv',
    category: 'character',
    built: true,
    defaultModel: 'gemini',
    downloadName: 'tv-show-action-figure.png',
    landing: {
      path: '/features/tv-show-action-figures',
      menu: menu(6, 'TV Show Figures', 'Sitcom and drama sets'),
      hub: {
        order: 5,
        title: 'TV Show Action Figures',
        description: 'Sitcom and drama-style figures with a set and props of their own.',
      },
    },
  },
  {
    id: 'wrestling-figure',
    imageFunction: 'action-figure',
    title: 'Wrestling figure',
    description: 'Create a wrestling legend figure with belts, ring gear and signature poses.',
    icon: 'BicepsFlexed',
    category: 'character',
    isNew: true,
    built: true,
    defaultModel: 'openai',
    downloadName: 'wrestling-action-figure.png',
    landing: {
      path: '/features/wrestling-action-figures',
      menu: menu(7, 'Wrestling Figures', 'Champion-belt heroes'),
      hub: {
        order: 6,
        title: 'Wrestling Action Figures',
        description: 'Champion figures with a title belt, ring gear and a signature pose.',
      },
    },
  },
  {
    id: 'meme',
    built: true,
    imageFunction: 'meme-generator',
    title: 'Meme',
    description: 'Add personalized top and bottom text to classic meme templates or your own image.',
    icon: 'Laugh',
    category: 'style',
    defaultModel: 'openai',
    downloadName: 'meme.jpg',
    landing: {
      path: '/features/meme-generator',
      menu: menu(10, 'Meme Generator', 'Captions that land'),
      hub: {
        order: 8,
        title: 'Meme Generator',
        description: 'Top and bottom captions that greet every reader by name.',
      },
      footer: 'listed',
    },
  },
  {
    id: 'ghibli',
    built: true,
    imageFunction: 'ghibli-image',
    title: 'Ghibli',
    description: 'Paint whimsical hand-drawn scenes in a Studio Ghibli inspired style.',
    icon: 'Trees',
    category: 'style',
    aiAccelerated: true,
    fast: true,
    defaultModel: 'gemini',
    downloadName: 'ghibli-image.png',
    landing: {
      path: '/features/ghibli-style',
      menu: menu(8, 'Ghibli-Style Scenes', 'Hand-painted worlds'),
      hub: {
        order: 7,
        title: 'Ghibli-Style Scenes',
        description: 'Hand-painted, whimsical landscapes with your customer in the story.',
      },
      footer: 'listed',
    },
  },
  {
    id: 'cartoon',
    imageFunction: 'reference-image',
    title: 'Cartoon',
    description: 'Convert photos into one of 20 cartoon styles, from anime to comic book.',
    icon: 'Palette',
    category: 'style',
    isNew: true,
    aiAccelerated: true,
    fast: true,
    built: true,
    defaultModel: 'openai',
    downloadName: 'cartoon-style.png',
    landing: {
      path: '/features/cartoon-style',
      menu: menu(9, 'Cartoon Styles', '20 cartoon themes'),
      hub: {
        order: 1,
        title: 'Cartoon Styles',
        description: 'Turn a photo into one of 20 cartoon looks, from anime to comic book.',
      },
      footer: 'listed',
    },
  },
  {
    id: 'video',
    title: 'Image to Video',
    description: 'Animate a generated image into a short HD video with motion effects and music.',
    icon: 'Video',
    category: 'media',
    badge: 'PREMIUM',
    isNew: true,
    fast: true,
    built: true,
    resultAction: 'Make a video',
    landing: {
      path: '/features/image-to-video',
      menu: menu(12, 'Image to Video', 'Motion, title and music'),
    },
  },
  {
    id: 'crazy',
    imageFunction: 'crazy-image',
    defaultModel: 'openai',
    downloadName: 'crazy-image.png',
    title: 'Crazy Image',
    description: 'Generate wild, surreal images that break the rules of reality.',
    icon: 'WandSparkles',
    category: 'style',
    studio: false,
    built: true,
    landing: { path: '/features/crazy-image', menu: menu(11, 'Crazy Image', 'Wild, surreal mashups') },
  },
];

/** Every catalog entry in catalog order: the studio features, `crazy` and the landing-only generators. */
export const CATALOG: readonly CatalogEntry[] = ROWS.map((row) => ({
  isNew: false,
  aiAccelerated: false,
  fast: false,
  studio: true,
  built: false,
  ...row,
}));

const ENTRY_BY_ID: ReadonlyMap<string, CatalogEntry> = new Map(CATALOG.map((e) => [e.id, e]));

/** The catalog entry of `id` (a typed id, so it always exists). */
export function catalogEntry(id: CatalogId): CatalogEntry {
  const entry = ENTRY_BY_ID.get(id);
  if (!entry) throw new Error(`No catalog entry for ${id}`);
  return entry;
}

/** The tools a generated image can be taken into: built ones that take a result, in catalog order. */
export function resultActions(catalog: readonly CatalogEntry[] = CATALOG): CatalogEntry[] {
  return catalog.filter((entry) => entry.built && entry.resultAction);
}

/** A catalog entry that has a landing page. */
export type LandingEntry = CatalogEntry & { readonly landing: FeatureLanding };

/** Entries with a landing page, in Tools-menu order. */
export const LANDING_ENTRIES: readonly LandingEntry[] = CATALOG.filter(
  (entry): entry is LandingEntry => entry.landing !== undefined,
).sort((a, b) => a.landing.menu.order - b.landing.menu.order);

/** Route of `id`'s landing page; throws for a tool without one (a programming error). */
export function landingPath(id: CatalogId): string {
  const { landing } = catalogEntry(id);
  if (!landing) throw new Error(`${id} has no landing page`);
  return landing.path;
}

/** The function a generator calls, the model it starts on and the name its download gets. */
export interface GeneratorSettings {
  readonly imageFunction: ImageFunctionName;
  readonly defaultModel: AiModelChoice;
  readonly downloadName: string;
}

/** {@link GeneratorSettings} of `id`; throws for an entry that has no generator yet. */
export function generatorSettings(id: CatalogId): GeneratorSettings {
  const { imageFunction, defaultModel, downloadName } = catalogEntry(id);
  if (!imageFunction || !defaultModel || !downloadName) throw new Error(`${id} has no generator settings`);
  return { imageFunction, defaultModel, downloadName };
}
