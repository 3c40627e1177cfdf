import { LANDING_ENTRIES, landingPath } from '../features/catalog.ts';

/**
 * What a page of the web app may load besides its own origin's files, by its path
 * (docs/decisions/025-csp-per-page.md). Each kind allows all that the kinds before it do:
 * - `plain`: nothing more;
 * - `media`: images from data: and blob: URLs (generated results, upload previews, GIF frames);
 * - `video`: also blob: media, blob: workers and WebAssembly (the video maker's preview and its
 *   AAC encoder, a WebAssembly build that runs in a worker made from a blob).
 * The server sends a page's HTML with its kind's CSP, and the app loads the document again when a
 * client-side navigation reaches a page whose kind its CSP does not allow.
 */
export const PAGE_CSP_KINDS = ['plain', 'media', 'video'] as const;
export type PageCsp = (typeof PAGE_CSP_KINDS)[number];

/** Pages that make videos: the video maker's own page, and the studio, which opens every tool. */
const VIDEO_PAGES = ['/editor', landingPath('video')];

/** Pages that show generated or uploaded pictures: every tool page, the live designer, the account
 * (avatar and two-factor QR previews) and /debug (the functions' image answers). */
const MEDIA_PAGES = ['/live', '/account', '/debug', ...LANDING_ENTRIES.map((entry) => entry.landing.path)];

/** The kind of CSP the page at `pathname` needs (React Router matches paths case-insensitively). */
export function pageCsp(pathname: string): PageCsp {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const under = (page: string) => path === page || path.startsWith(`${page}/`);
  if (VIDEO_PAGES.some(under)) return 'video';
  if (MEDIA_PAGES.some(under)) return 'media';
  return 'plain';
}

/** Whether a document sent with `document`'s CSP can show a page that needs `page`'s. */
export function cspAllows(document: PageCsp, page: PageCsp): boolean {
  return PAGE_CSP_KINDS.indexOf(document) >= PAGE_CSP_KINDS.indexOf(page);
}

/** `value` as a kind, or undefined when it is none. */
export function asPageCsp(value: string | null | undefined): PageCsp | undefined {
  return PAGE_CSP_KINDS.find((kind) => kind === value);
}
