import { REFERENCE_IMAGES_PER_CATEGORY } from '@mergepix/core';

/** A reference image kept in this browser's history for one category (docs/product.md#reference-images). */
export interface StoredReferenceImage {
  id: string;
  /** The image as a data URL (or, after a quota squeeze, its thumbnail). */
  imageUrl: string;
  /** Epoch ms. */
  createdAt: number;
  category: string;
  metadata: { name: string; type: string; size: number };
  name?: string;
  /** 150 px JPEG data URL; null when making it failed or timed out. */
  thumbnail?: string | null;
  /** Epoch ms of the last time it was chosen. */
  lastUsed?: number;
}

/** What {@link saveReferenceImage} takes: a record whose id and createdAt may be left out. */
export type NewReferenceImage = Omit<StoredReferenceImage, 'id' | 'createdAt'> &
  Partial<Pick<StoredReferenceImage, 'id' | 'createdAt'>>;

/** localStorage key of one category's history. */
export function referenceHistoryKey(category: string): string {
  return `mergepix.reference-images.${category}`;
}

// Touching `localStorage` itself throws in some privacy modes, so even the lookup is guarded.
function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isStoredImage(value: unknown): value is StoredReferenceImage {
  if (!isRecord(value) || !isRecord(value.metadata)) return false;
  return (
    typeof value.id === 'string' &&
    typeof value.imageUrl === 'string' &&
    value.imageUrl !== '' &&
    typeof value.createdAt === 'number' &&
    typeof value.category === 'string'
  );
}

/** The category's history, newest first; anything unreadable yields [] (never throws). */
export function readReferenceHistory(
  category: string,
  storage: Storage | undefined = defaultStorage(),
): StoredReferenceImage[] {
  if (!storage) return [];
  try {
    const raw = storage.getItem(referenceHistoryKey(category));
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isStoredImage).slice(0, REFERENCE_IMAGES_PER_CATEGORY);
  } catch (error) {
    console.warn('Could not read reference image history', error);
    return [];
  }
}

function newId(): string {
  try {
    return globalThis.crypto.randomUUID();
  } catch {
    return `ref-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  }
}

// A full data URL can be megabytes; a record whose thumbnail stands in for it is a few KB.
const slim = (image: StoredReferenceImage): StoredReferenceImage =>
  image.thumbnail ? { ...image, imageUrl: image.thumbnail } : image;

/**
 * Writes the list, shrinking it until it fits: first dropping the oldest entries, then keeping
 * only thumbnails. Returns false when even the newest entry alone cannot be stored.
 */
function writeHistory(category: string, list: StoredReferenceImage[], storage: Storage): boolean {
  const key = referenceHistoryKey(category);
  for (const shrink of [false, true]) {
    const candidates = shrink ? list.map(slim) : list;
    for (let count = candidates.length; count >= 1; count--) {
      try {
        storage.setItem(key, JSON.stringify(candidates.slice(0, count)));
        return true;
      } catch {
        // Most likely the quota: try a smaller list.
      }
    }
  }
  return false;
}

/**
 * Saves an image at the front of its category's history (newest first, capped at
 * REFERENCE_IMAGES_PER_CATEGORY). The same imageUrl is kept once: it moves to the front and keeps
 * its id. A storage failure is logged and the in-memory record is still returned.
 */
export function saveReferenceImage(
  record: NewReferenceImage,
  storage: Storage | undefined = defaultStorage(),
): StoredReferenceImage {
  const now = Date.now();
  const existing = readReferenceHistory(record.category, storage);
  const previous = existing.find((image) => image.imageUrl === record.imageUrl);
  const saved: StoredReferenceImage = {
    ...previous,
    ...record,
    id: record.id ?? previous?.id ?? newId(),
    createdAt: record.createdAt ?? previous?.createdAt ?? now,
    thumbnail: record.thumbnail ?? previous?.thumbnail ?? null,
    lastUsed: record.lastUsed ?? now,
  };
  const list = [saved, ...existing.filter((image) => image !== previous && image.id !== saved.id)].slice(
    0,
    REFERENCE_IMAGES_PER_CATEGORY,
  );
  if (!storage || !writeHistory(record.category, list, storage)) {
    console.warn('Could not save the reference image to this browser; it is used for now only.');
  }
  return saved;
}

/** Removes one image from a category's history and returns what is left (never throws). */
export function removeReferenceImage(
  category: string,
  id: string,
  storage: Storage | undefined = defaultStorage(),
): StoredReferenceImage[] {
  const rest = readReferenceHistory(category, storage).filter((image) => image.id !== id);
  if (!storage) return rest;
  try {
    if (rest.length === 0) storage.removeItem(referenceHistoryKey(category));
    else storage.setItem(referenceHistoryKey(category), JSON.stringify(rest));
  } catch (error) {
    console.warn('Could not update reference image history', error);
  }
  return rest;
}
