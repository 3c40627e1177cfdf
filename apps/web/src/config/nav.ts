/**
 * The one list of navigable tools and pages. The header's Tools menu, the mobile menu, the header
 * search and the footer all read from here, so a new route is added in exactly one place.
 */

/** Which Tools-menu group an entry belongs to. */
export type NavGroupId = 'create' | 'resources' | 'learn';

/** One navigable route with the copy used to present it. */
export interface NavEntry {
  path: string;
  label: string;
  /** A few words shown under the label in menus and search results. */
  description: string;
}

/** A titled group of entries, in display order. */
export interface NavGroup {
  id: NavGroupId;
  label: string;
  entries: readonly NavEntry[];
}

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'create',
    label: 'Create',
    entries: [
      { path: '/editor', label: 'Creative Studio', description: 'All tools in one place' },
      { path: '/gif-editor', label: 'GIF Editor', description: 'Animated, personalized' },
      { path: '/features/ai-image', label: 'AI Image Creator', description: 'Images from a prompt' },
      { path: '/features/action-figures', label: 'Action Figures', description: 'Boxed figures of anyone' },
      {
        path: '/features/retro-action-figures',
        label: 'Retro Action Figures',
        description: 'Vintage toy packaging',
      },
      {
        path: '/features/music-star-action-figures',
        label: 'Music Star Figures',
        description: 'Rock, pop and rap icons',
      },
      {
        path: '/features/tv-show-action-figures',
        label: 'TV Show Figures',
        description: 'Sitcom and drama sets',
      },
      {
        path: '/features/wrestling-action-figures',
        label: 'Wrestling Figures',
        description: 'Champion-belt heroes',
      },
      { path: '/features/ghibli-style', label: 'Ghibli-Style Scenes', description: 'Hand-painted worlds' },
      { path: '/features/cartoon-style', label: 'Cartoon Styles', description: '20 cartoon themes' },
      { path: '/features/meme-generator', label: 'Meme Generator', description: 'Captions that land' },
      { path: '/features/crazy-image', label: 'Crazy Image', description: 'Wild, surreal mashups' },
    ],
  },
  {
    id: 'resources',
    label: 'Resources',
    entries: [
      { path: '/fonts', label: 'Font System', description: '50+ fonts for your images' },
      { path: '/tokens', label: 'Personalization Tokens', description: '[FIRSTNAME] and 40+ more' },
      { path: '/gemini-docs', label: 'Gemini Docs', description: 'Guide to Gemini models' },
      { path: '/debug', label: 'Diagnostics', description: 'Check the AI services' },
    ],
  },
  {
    id: 'learn',
    label: 'Learn',
    entries: [
      { path: '/how-it-works', label: 'How It Works', description: 'From token to image' },
      { path: '/benefits', label: 'Benefits', description: 'Why personalization wins' },
      { path: '/templates', label: 'Templates', description: 'Image and video starters' },
      { path: '/integrations', label: 'Integrations', description: 'Email, CRM and social' },
      { path: '/testimonials', label: 'Testimonials', description: 'What marketers say' },
    ],
  },
];

/** Every entry of the Tools menu, flattened in display order. */
export const NAV_ENTRIES: readonly NavEntry[] = NAV_GROUPS.flatMap((group) => group.entries);

/** The spec lists /faq in the mobile menu only; it is appended to the Learn group there. */
export const MOBILE_ONLY_ENTRIES: Readonly<Partial<Record<NavGroupId, readonly NavEntry[]>>> = {
  learn: [{ path: '/faq', label: 'FAQ', description: 'Answers to common questions' }],
};

/** The entry flagged "New" wherever products are listed (the footer). */
export const NEW_ENTRY_PATH = '/gif-editor';

/** Footer "Products" column, as paths into the nav list. */
export const FOOTER_PRODUCT_PATHS: readonly string[] = [
  '/editor',
  '/gif-editor',
  '/features/ai-image',
  '/features/action-figures',
  '/features/ghibli-style',
  '/features/cartoon-style',
  '/features/meme-generator',
];

/** Footer "Resources" column, as paths into the nav list. */
export const FOOTER_RESOURCE_PATHS: readonly string[] = [
  '/fonts',
  '/tokens',
  '/gemini-docs',
  '/how-it-works',
  '/templates',
  '/integrations',
];

/** Looks up entries by path, keeping the given order; unknown paths are a programming error. */
export function entriesForPaths(paths: readonly string[]): NavEntry[] {
  return paths.map((path) => {
    const entry = NAV_ENTRIES.find((candidate) => candidate.path === path);
    if (!entry) throw new Error(`No nav entry for ${path}`);
    return entry;
  });
}

function normalize(text: string): string {
  return text.toLocaleLowerCase('en').replace(/[-_/]+/g, ' ');
}

/**
 * Live filter for the header search: every whitespace-separated word of the query must appear in
 * the entry's label or path (case-insensitive; hyphens, slashes and spaces are interchangeable).
 * Entries whose label starts with the query come first; otherwise the nav order is kept.
 * A blank query returns all entries.
 */
export function filterNavEntries(query: string, entries: readonly NavEntry[] = NAV_ENTRIES): NavEntry[] {
  const needle = normalize(query).trim();
  if (needle === '') return [...entries];
  const words = needle.split(/\s+/);
  const matches = entries.filter((entry) => {
    const haystack = `${normalize(entry.label)} ${normalize(entry.path)}`;
    return words.every((word) => haystack.includes(word));
  });
  const startsWithQuery = (entry: NavEntry) => normalize(entry.label).startsWith(needle);
  // Array.prototype.sort is stable, so ties keep the nav order.
  return matches.sort((a, b) => Number(startsWithQuery(b)) - Number(startsWithQuery(a)));
}
