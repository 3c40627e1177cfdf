import { FEATURE_IDS, type FeatureId, isFeatureId } from './feature-ids.ts';
import { FEATURE_HELP, type FeatureHelp } from './help-content.ts';

export { FEATURE_IDS, type FeatureId, isFeatureId };

/** Studio tab a feature belongs to. */
export type FeatureCategory = 'media' | 'character' | 'style';

/** Badge shown on a feature card. */
export type FeatureBadge = 'POPULAR' | 'PREMIUM';

/** A creative tool as shown in the studio grid and opened in the feature dialog. */
export interface FeatureDefinition extends FeatureHelp {
  readonly id: FeatureId;
  readonly title: string;
  readonly description: string;
  /** lucide-react icon component name; a string so core stays free of React. */
  readonly icon: string;
  readonly category: FeatureCategory;
  readonly badge?: FeatureBadge;
  readonly isNew: boolean;
  /** Tagged "AI Accelerated" in the spec's feature table. */
  readonly aiAccelerated: boolean;
  /** Listed with a Fast tag in the studio's "AI Accelerated Features" grid. */
  readonly fast: boolean;
  /** False for tools the assistant knows but the studio grid does not show. */
  readonly studio: boolean;
}

type FeatureRow = Omit<FeatureDefinition, keyof FeatureHelp | 'isNew' | 'aiAccelerated' | 'fast' | 'studio'> &
  Partial<Pick<FeatureDefinition, 'isNew' | 'aiAccelerated' | 'fast' | 'studio'>>;

// Rows list only the flags that are set, so the table reads like the spec's.
const ROWS: readonly FeatureRow[] = [
  {
    id: 'image',
    title: 'AI Image Generator',
    description: 'Create any image from a text prompt, personalized with tokens.',
    icon: 'ImagePlus',
    category: 'media',
    aiAccelerated: true,
    fast: true,
  },
  {
    id: 'gif',
    title: 'Animated GIF',
    description: 'Build email-ready animated GIFs with personalized text on every frame.',
    icon: 'Film',
    category: 'media',
  },
  {
    id: 'email',
    title: 'Email-Ready Images',
    description: 'Design lightweight images for email campaigns with names drawn in.',
    icon: 'Mail',
    category: 'media',
  },
  {
    id: 'action-figure',
    title: 'Action figure',
    description: 'Turn anyone into a boxed collectible action figure with custom accessories.',
    icon: 'ToyBrick',
    category: 'character',
    aiAccelerated: true,
    fast: true,
  },
  {
    id: 'music-figure',
    title: 'Music star figure',
    description: 'Make a music-legend action figure with stage props and a name tag.',
    icon: 'MicVocal',
    category: 'character',
    badge: 'POPULAR',
  },
  {
    id: 'tv-figure',
    title: 'TV figure',
    description: 'Create an action figure in the style of a classic TV show character.',
    icon: 'Tv',
    category: 'character',
  },
  {
    id: 'wrestling-figure',
    title: 'Wrestling figure',
    description: 'Create a wrestling legend figure with belts, ring gear and signature poses.',
    icon: 'BicepsFlexed',
    category: 'character',
    isNew: true,
  },
  {
    id: 'meme',
    title: 'Meme',
    description: 'Add personalized top and bottom text to classic meme templates or your own image.',
    icon: 'Laugh',
    category: 'style',
  },
  {
    id: 'ghibli',
    title: 'Ghibli',
    description: 'Paint whimsical hand-drawn scenes in a Studio Ghibli inspired style.',
    icon: 'Trees',
    category: 'style',
    aiAccelerated: true,
    fast: true,
  },
  {
    id: 'cartoon',
    title: 'Cartoon',
    description: 'Convert photos into one of 20 cartoon styles, from anime to comic book.',
    icon: 'Palette',
    category: 'style',
    isNew: true,
    aiAccelerated: true,
    fast: true,
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
  },
  {
    id: 'crazy',
    title: 'Crazy Image',
    description: 'Generate wild, surreal images that break the rules of reality.',
    icon: 'WandSparkles',
    category: 'style',
    studio: false,
  },
];

/** All features in catalog order, including `crazy` (studio: false). */
export const FEATURES: readonly FeatureDefinition[] = ROWS.map((row) => ({
  isNew: false,
  aiAccelerated: false,
  fast: false,
  studio: true,
  ...row,
  ...FEATURE_HELP[row.id],
}));

/** Features the studio grid shows. */
export const STUDIO_FEATURES: readonly FeatureDefinition[] = FEATURES.filter((f) => f.studio);

/** Features listed in the studio's "AI Accelerated Features" grid, each tagged Fast. */
export const FAST_FEATURES: readonly FeatureDefinition[] = FEATURES.filter((f) => f.fast);

const BY_ID: ReadonlyMap<string, FeatureDefinition> = new Map(FEATURES.map((f) => [f.id, f]));

/** Looks a feature up by id; undefined for unknown ids. */
export function getFeature(id: string): FeatureDefinition | undefined {
  return BY_ID.get(id);
}

/** A studio category tab; `value` null means "no filter". */
export interface FeatureCategoryTab {
  readonly id: 'all' | FeatureCategory;
  readonly label: string;
  readonly value: FeatureCategory | null;
}

/** Studio category tabs in display order. */
export const FEATURE_CATEGORIES: readonly FeatureCategoryTab[] = [
  { id: 'all', label: 'All', value: null },
  { id: 'media', label: 'Media', value: 'media' },
  { id: 'character', label: 'Character', value: 'character' },
  { id: 'style', label: 'Style', value: 'style' },
];

/** Filter for {@link filterFeatures}; both parts optional. */
export interface FeatureFilter {
  readonly category?: FeatureCategory | null;
  readonly query?: string;
}

/**
 * Filters by category and by a case-insensitive search over title and description. Every word of
 * the query must appear somewhere, so "cartoon anime" still finds the cartoon tool even though the
 * words are not adjacent.
 */
export function filterFeatures<F extends Pick<FeatureDefinition, 'title' | 'description' | 'category'>>(
  features: readonly F[],
  { category = null, query = '' }: FeatureFilter = {},
): F[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return features.filter((f) => {
    if (category !== null && f.category !== category) return false;
    const haystack = `${f.title}\n${f.description}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
