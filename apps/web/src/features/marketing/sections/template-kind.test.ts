import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEMPLATE_KIND,
  type KindStorage,
  readTemplateKind,
  TEMPLATE_KIND_STORAGE_KEY,
  writeTemplateKind,
} from './template-kind';

function fakeStorage(initial: Record<string, string> = {}): KindStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

const throwing: KindStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('persisted template kind', () => {
  it('defaults to video when nothing is stored', () => {
    expect(DEFAULT_TEMPLATE_KIND).toBe('video');
    expect(readTemplateKind(fakeStorage())).toBe('video');
    expect(readTemplateKind(null)).toBe('video');
  });

  it('round-trips a choice through storage', () => {
    const storage = fakeStorage();
    expect(writeTemplateKind(storage, 'image')).toBe(true);
    expect(storage.data.get(TEMPLATE_KIND_STORAGE_KEY)).toBe('image');
    expect(readTemplateKind(storage)).toBe('image');
    writeTemplateKind(storage, 'video');
    expect(readTemplateKind(storage)).toBe('video');
  });

  it('ignores junk values written by someone else', () => {
    expect(readTemplateKind(fakeStorage({ [TEMPLATE_KIND_STORAGE_KEY]: 'gif' }))).toBe('video');
    expect(readTemplateKind(fakeStorage({ [TEMPLATE_KIND_STORAGE_KEY]: '' }))).toBe('video');
  });

  it('falls back quietly when storage throws', () => {
    expect(readTemplateKind(throwing)).toBe('video');
    expect(writeTemplateKind(throwing, 'image')).toBe(false);
    expect(writeTemplateKind(null, 'image')).toBe(false);
  });
});
