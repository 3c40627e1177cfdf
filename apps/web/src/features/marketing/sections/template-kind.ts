/**
 * The templates section's Video/Image choice (docs/product.md#home-and-marketing-pages: "video" by default,
 * remembered). Storage is passed in so the logic is tested with a fake and survives browsers that throw on
 * access (private modes, blocked cookies): any failure simply means "use the default".
 */

/** Which template grid is shown. */
export type TemplateKind = 'video' | 'image';

export const TEMPLATE_KINDS: readonly TemplateKind[] = ['video', 'image'];
export const DEFAULT_TEMPLATE_KIND: TemplateKind = 'video';
/** localStorage key; namespaced so it cannot clash with other apps on the same origin. */
export const TEMPLATE_KIND_STORAGE_KEY = 'mergepix:templates-kind';

/** The subset of the Web Storage API this module needs. */
export type KindStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isTemplateKind(value: unknown): value is TemplateKind {
  return value === 'video' || value === 'image';
}

/** The stored choice, or the default when nothing valid is stored or storage is unavailable. */
export function readTemplateKind(storage: KindStorage | null | undefined): TemplateKind {
  try {
    const stored = storage?.getItem(TEMPLATE_KIND_STORAGE_KEY);
    return isTemplateKind(stored) ? stored : DEFAULT_TEMPLATE_KIND;
  } catch {
    return DEFAULT_TEMPLATE_KIND;
  }
}

/** Remembers the choice; returns false when storage refused (the UI still switches). */
export function writeTemplateKind(storage: KindStorage | null | undefined, kind: TemplateKind): boolean {
  if (!storage) return false;
  try {
    storage.setItem(TEMPLATE_KIND_STORAGE_KEY, kind);
    return true;
  } catch {
    return false;
  }
}

/** window.localStorage, or null where even touching the property throws. */
export function browserStorage(): KindStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
