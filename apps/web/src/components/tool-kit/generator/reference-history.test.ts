import { REFERENCE_IMAGES_PER_CATEGORY } from '@mergepix/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type NewReferenceImage,
  readReferenceHistory,
  referenceHistoryKey,
  removeReferenceImage,
  saveReferenceImage,
} from './reference-history';

/** An in-memory Storage; `quota` (characters per value) makes setItem throw like a full localStorage. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  constructor(private readonly quota = Number.POSITIVE_INFINITY) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (value.length > this.quota) throw new DOMException('Quota exceeded', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

const image = (n: number, category = 'general'): NewReferenceImage => ({
  imageUrl: `data:image/png;base64,${n}`,
  category,
  metadata: { name: `photo-${n}.png`, type: 'image/png', size: 100 + n },
  name: `photo-${n}.png`,
  thumbnail: null,
});

afterEach(() => vi.restoreAllMocks());

describe('reference history', () => {
  it('keeps the newest first and caps each category', () => {
    const storage = new MemoryStorage();
    for (let n = 1; n <= 14; n++) saveReferenceImage(image(n), storage);
    const list = readReferenceHistory('general', storage);
    expect(list).toHaveLength(REFERENCE_IMAGES_PER_CATEGORY);
    expect(list[0]?.imageUrl).toBe('data:image/png;base64,14');
    expect(list.at(-1)?.imageUrl).toBe('data:image/png;base64,5');
  });

  it('fills in id, createdAt and lastUsed', () => {
    const saved = saveReferenceImage(image(1), new MemoryStorage());
    expect(saved.id).toEqual(expect.any(String));
    expect(saved.createdAt).toEqual(expect.any(Number));
    expect(saved.lastUsed).toEqual(expect.any(Number));
  });

  it('stores one entry per imageUrl, moved to the front with its id kept', () => {
    const storage = new MemoryStorage();
    const first = saveReferenceImage(image(1), storage);
    saveReferenceImage(image(2), storage);
    const again = saveReferenceImage(image(1), storage);
    const list = readReferenceHistory('general', storage);
    expect(list.map((entry) => entry.imageUrl)).toEqual([
      'data:image/png;base64,1',
      'data:image/png;base64,2',
    ]);
    expect(again.id).toBe(first.id);
  });

  it('reads corrupt or foreign data as an empty list', () => {
    const storage = new MemoryStorage();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storage.setItem(referenceHistoryKey('general'), '{not json');
    expect(readReferenceHistory('general', storage)).toEqual([]);
    storage.setItem(referenceHistoryKey('general'), '{"a":1}');
    expect(readReferenceHistory('general', storage)).toEqual([]);
    storage.setItem(referenceHistoryKey('general'), JSON.stringify([{ id: 1 }, null, 'x']));
    expect(readReferenceHistory('general', storage)).toEqual([]);
  });

  it('never throws when storage throws, and still returns the record', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = new MemoryStorage();
    broken.getItem = () => {
      throw new Error('denied');
    };
    broken.setItem = () => {
      throw new Error('denied');
    };
    expect(readReferenceHistory('general', broken)).toEqual([]);
    const saved = saveReferenceImage(image(1), broken);
    expect(saved.imageUrl).toBe('data:image/png;base64,1');
    expect(() => removeReferenceImage('general', saved.id, broken)).not.toThrow();
    expect(readReferenceHistory('general', undefined)).toEqual([]);
  });

  it('drops old entries, then keeps only thumbnails, when the quota is hit', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new MemoryStorage(2000);
    const big = (n: number): NewReferenceImage => ({
      ...image(n),
      imageUrl: `data:image/png;base64,${String(n).repeat(900)}`,
      thumbnail: `data:image/jpeg;base64,t${n}`,
    });
    saveReferenceImage(big(1), storage);
    const saved = saveReferenceImage(big(2), storage);
    expect(saved.imageUrl).toBe(big(2).imageUrl);
    const list = readReferenceHistory('general', storage);
    expect(list[0]?.id).toBe(saved.id);
    expect(list.length).toBeGreaterThanOrEqual(1);
    // Past what even one full image needs: only thumbnails are stored.
    const huge = { ...big(3), imageUrl: `data:image/png;base64,${'3'.repeat(5000)}` };
    const kept = saveReferenceImage(huge, storage);
    expect(kept.imageUrl).toBe(huge.imageUrl);
    expect(readReferenceHistory('general', storage)[0]?.imageUrl).toBe('data:image/jpeg;base64,t3');
  });

  it('keeps categories apart and removes by id', () => {
    const storage = new MemoryStorage();
    const a = saveReferenceImage(image(1, 'ghibli-style'), storage);
    saveReferenceImage(image(2, 'meme-templates'), storage);
    expect(readReferenceHistory('ghibli-style', storage)).toHaveLength(1);
    expect(readReferenceHistory('meme-templates', storage)).toHaveLength(1);
    expect(readReferenceHistory('general', storage)).toEqual([]);
    expect(removeReferenceImage('ghibli-style', a.id, storage)).toEqual([]);
    expect(readReferenceHistory('ghibli-style', storage)).toEqual([]);
    expect(readReferenceHistory('meme-templates', storage)).toHaveLength(1);
  });
});
