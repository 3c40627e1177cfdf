import {
  cssFamilyList,
  FONT_LOAD_TIMEOUT_MS,
  fallbacksFor,
  resolveFont,
  type TextLayer,
} from '@mergepix/core';
import { create } from 'zustand';

// Fonts load when they are needed, never before: a font's @font-face rules come from the server
// (`/font-files/faces/<id>.css`, one rule per unicode-range file), and the browser then fetches
// only the files the text drawn needs. Noto fallbacks join only when a text has their script.

/**
 * Where a catalog font is: "Not Loaded / Loading... / Loaded" (docs/product.md#fonts-and-text), plus a
 * failure.
 */
export type FontStatus = 'idle' | 'loading' | 'loaded' | 'failed';

interface FontStatusStore {
  readonly status: Readonly<Record<string, FontStatus>>;
  set(family: string, status: FontStatus): void;
}

/** The load state of every catalog family this page has asked for. */
export const useFontStatusStore = create<FontStatusStore>((set) => ({
  status: {},
  set: (family, status) => set((s) => ({ status: { ...s.status, [family]: status } })),
}));

/** The status of one family (idle until something asks for it). */
export function useFontStatus(family: string): FontStatus {
  return useFontStatusStore((s) => s.status[resolveFont(family).font.family] ?? 'idle');
}

const FACES_PATH = '/font-files/faces';
const sheets = new Map<string, Promise<void>>();

/** Adds a font's @font-face rules to the page once; resolves when they apply (or failed to load). */
export function ensureFaces(id: string): Promise<void> {
  let sheet = sheets.get(id);
  if (!sheet) {
    sheet = new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = `${FACES_PATH}/${encodeURIComponent(id)}.css`;
      link.dataset.fontFaces = id;
      link.onload = () => resolve();
      link.onerror = () => {
        sheets.delete(id);
        link.remove();
        reject(new Error(`The font rules of "${id}" did not load`));
      };
      document.head.append(link);
    });
    sheets.set(id, sheet);
  }
  return sheet;
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took longer than ${FONT_LOAD_TIMEOUT_MS / 1000} s`)),
      FONT_LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const loading = new Map<string, Promise<boolean>>();

/**
 * Loads a catalog font (its Latin files at every shipped weight) within 3 s (docs/product.md#fonts-and-text).
 * Resolves true when loaded; false when it failed or timed out: the failure is logged, and text
 * keeps drawing in the system fallback, as the product asks.
 */
export function loadFont(family: string): Promise<boolean> {
  const { font } = resolveFont(family);
  const store = useFontStatusStore.getState();
  if (store.status[font.family] === 'loaded') return Promise.resolve(true);
  const pending = loading.get(font.family);
  if (pending) return pending;
  store.set(font.family, 'loading');
  const work = withTimeout(
    ensureFaces(font.id).then(() =>
      Promise.all(font.weights.map((w) => document.fonts.load(`${w} 16px ${cssFamilyList([font.family])}`))),
    ),
    `Loading ${font.family}`,
  )
    .then((faces) => {
      if (faces.every((found) => found.length === 0)) throw new Error(`No font faces for ${font.family}`);
      useFontStatusStore.getState().set(font.family, 'loaded');
      return true;
    })
    .catch((error: unknown) => {
      console.warn(
        `Font ${font.family} fell back to a system font:`,
        error instanceof Error ? error.message : error,
      );
      useFontStatusStore.getState().set(font.family, 'failed');
      return false;
    })
    .finally(() => loading.delete(font.family));
  loading.set(font.family, work);
  return work;
}

/** What a text needs to draw: the font's CSS shorthand and the text. */
export interface TextFontRequest {
  readonly family: string;
  readonly weight: number;
  readonly italic?: boolean;
  readonly text: string;
}

/**
 * Loads what drawing `text` needs: the chosen font and the Noto fallbacks of its scripts, and of
 * each only the unicode-range files that hold its characters. Resolves false when any of them
 * failed or timed out (text then draws with what did load).
 */
export async function loadTextFonts({ family, weight, italic, text }: TextFontRequest): Promise<boolean> {
  const { font } = resolveFont(family);
  const fallbacks = fallbacksFor(text, font);
  const mainLoaded = await loadFont(font.family);
  if (fallbacks.length === 0 || text.trim() === '') return mainLoaded;
  try {
    await withTimeout(
      Promise.all(fallbacks.map((f) => ensureFaces(f.id))).then(() =>
        document.fonts.load(
          `${italic ? 'italic ' : ''}${weight} 16px ${cssFamilyList([font.family, ...fallbacks.map((f) => f.family)])}`,
          text,
        ),
      ),
      'Loading fallback fonts',
    );
    return mainLoaded;
  } catch (error) {
    console.warn('Fallback fonts did not load:', error instanceof Error ? error.message : error);
    return false;
  }
}

/** Loads what text layers need to draw `texts` (one per layer); true when everything loaded. */
export async function loadLayerFonts(
  layers: readonly Pick<TextLayer, 'fontFamily' | 'fontWeight' | 'italic'>[],
  texts: readonly string[],
): Promise<boolean> {
  const results = await Promise.all(
    layers.map((layer, i) =>
      loadTextFonts({
        family: layer.fontFamily,
        weight: layer.fontWeight,
        italic: layer.italic,
        text: texts[i] ?? '',
      }),
    ),
  );
  return results.every(Boolean);
}
