import { LANDING_ENTRIES } from '@mergepix/core';
import { PATHS } from './paths';

/**
 * The one list of navigable pages; the tools among them come from core's feature catalog. The header's Tools menu, the mobile menu, the header
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

/** The tools with a landing page, in Tools-menu order, as nav entries (from core's catalog). */
const TOOL_ENTRIES: readonly NavEntry[] = LANDING_ENTRIES.map(({ landing }) => ({
  path: landing.path,
  label: landing.menu.label,
  description: landing.menu.blurb,
}));

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'create',
    label: 'Create',
    entries: [
      { path: PATHS.editor, label: 'Creative Studio', description: 'All tools in one place' },
      ...TOOL_ENTRIES,
    ],
  },
  {
    id: 'resources',
    label: 'Resources',
    entries: [
      { path: PATHS.fonts, label: 'Font System', description: '50+ fonts for your images' },
      { path: PATHS.tokens, label: 'Personalization Tokens', description: '[FIRSTNAME] and 40+ more' },
      { path: PATHS.geminiDocs, label: 'Gemini Docs', description: 'Guide to Gemini models' },
      { path: PATHS.debug, label: 'Diagnostics', description: 'Check the AI services' },
    ],
  },
  {
    id: 'learn',
    label: 'Learn',
    entries: [
      { path: PATHS.howItWorks, label: 'How It Works', description: 'From token to image' },
      { path: PATHS.benefits, label: 'Benefits', description: 'Why personalization wins' },
      { path: PATHS.templates, label: 'Templates', description: 'Image and video starters' },
      { path: PATHS.integrations, label: 'Integrations', description: 'Email, CRM and social' },
      { path: PATHS.testimonials, label: 'Testimonials', description: 'What marketers say' },
    ],
  },
];

/** Every entry of the Tools menu, flattened in display order. */
export const NAV_ENTRIES: readonly NavEntry[] = NAV_GROUPS.flatMap((group) => group.entries);

/**
 * /faq is in the mobile menu only (docs/product.md#routes-and-page-layout); it is appended to the Learn group
 * there.
 */
export const MOBILE_ONLY_ENTRIES: Readonly<Partial<Record<NavGroupId, readonly NavEntry[]>>> = {
  learn: [{ path: PATHS.faq, label: 'FAQ', description: 'Answers to common questions' }],
};

const footerTools = LANDING_ENTRIES.filter(({ landing }) => landing.footer !== undefined);

/** The entry flagged "New" wherever products are listed (the footer); the catalog says which. */
export const NEW_ENTRY_PATH = footerTools.find(({ landing }) => landing.footer === 'new')?.landing.path;

/** Footer "Products" column, as paths into the nav list: the studio, then the tools the catalog lists there. */
export const FOOTER_PRODUCT_PATHS: readonly string[] = [
  PATHS.editor,
  ...footerTools.map(({ landing }) => landing.path),
];

/** Footer "Resources" column, as paths into the nav list. */
export const FOOTER_RESOURCE_PATHS: readonly string[] = [
  PATHS.fonts,
  PATHS.tokens,
  PATHS.geminiDocs,
  PATHS.howItWorks,
  PATHS.templates,
  PATHS.integrations,
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
