import { FONT_SAMPLE_TEXT } from '@mergepix/core';
import { create } from 'zustand';
import { DEFAULT_STYLE, type TextStyle } from './text-style';

interface FontSystemState {
  readonly style: TextStyle;
  readonly sample: string;
  setStyle(change: Partial<TextStyle>): void;
  setSample(sample: string): void;
}

/** The /fonts page's sample text and style, shared by its panels. */
export const useFontSystem = create<FontSystemState>((set) => ({
  style: DEFAULT_STYLE,
  sample: FONT_SAMPLE_TEXT,
  setStyle: (change) => set((s) => ({ style: { ...s.style, ...change } })),
  setSample: (sample) => set({ sample }),
}));
