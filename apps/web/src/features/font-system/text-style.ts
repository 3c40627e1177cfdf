import {
  DEFAULT_TEXT_STYLE,
  fontWeightValue,
  resolveFont,
  type TextCase,
  type TextLayer,
  textLayer,
} from '@mergepix/core';

/** The style the /fonts editor changes (docs/product.md#fonts-and-text), as the text layer understands it. */
export interface TextStyle {
  readonly fontFamily: string;
  readonly fontSize: number;
  readonly fontWeight: number;
  readonly italic: boolean;
  readonly underline: boolean;
  readonly color: string;
  readonly textAlign: 'left' | 'center' | 'right';
  readonly lineHeight: number;
  readonly letterSpacing: number;
  readonly textCase: TextCase;
  readonly stroke: boolean;
  readonly strokeWidth: number;
  readonly strokeColor: string;
}

const d = DEFAULT_TEXT_STYLE;

/** The demo defaults (docs/product.md#fonts-and-text). */
export const DEFAULT_STYLE: TextStyle = {
  fontFamily: d.fontFamily,
  fontSize: d.fontSize,
  fontWeight: fontWeightValue(d.fontWeight),
  italic: d.fontStyle !== 'normal',
  underline: d.textDecoration !== 'none',
  color: d.color,
  textAlign: d.textAlign,
  lineHeight: d.lineHeight,
  letterSpacing: d.letterSpacing,
  textCase: d.textTransform,
  stroke: d.strokeWidth > 0,
  strokeWidth: 2,
  strokeColor: d.strokeColor,
};

/** A named change to the style. */
export interface StylePreset {
  readonly name: string;
  readonly style: Partial<TextStyle>;
}

/** Font tab: sizes and weights only. */
export const SIZE_PRESETS: readonly StylePreset[] = [
  { name: 'Heading', style: { fontSize: 32, fontWeight: 700 } },
  { name: 'Subheading', style: { fontSize: 24, fontWeight: 600 } },
  { name: 'Body', style: { fontSize: 16, fontWeight: 400 } },
];

/** Styles tab: whole looks. Impact is drawn with its open stand-in, Anton. */
export const LOOK_PRESETS: readonly StylePreset[] = [
  {
    name: 'Meme Style',
    style: {
      fontFamily: 'Impact',
      fontSize: 36,
      color: '#ffffff',
      fontWeight: 700,
      textCase: 'uppercase',
      stroke: true,
      strokeWidth: 2,
      strokeColor: '#000000',
      textAlign: 'center',
    },
  },
  { name: 'Modern', style: { fontFamily: 'Poppins', fontSize: 24, color: '#4338ca', fontWeight: 500 } },
  { name: 'Handwritten', style: { fontFamily: 'Caveat', fontSize: 30, color: '#0f766e', fontWeight: 400 } },
  {
    name: 'Classic',
    style: { fontFamily: 'Playfair Display', fontSize: 28, color: '#78350f', fontWeight: 700 },
  },
];

const CASES: readonly TextCase[] = ['none', 'uppercase', 'lowercase', 'capitalize'];

/** The case after `current` in the cycle none → uppercase → lowercase → capitalize → none. */
export function nextCase(current: TextCase): TextCase {
  return CASES[(CASES.indexOf(current) + 1) % CASES.length] ?? 'none';
}

/** Bold means weight 600 or more (docs/product.md#fonts-and-text: bold, 600 or 700). */
export const isBold = (style: Pick<TextStyle, 'fontWeight'>) => style.fontWeight >= 600;

/** The preview's text layer: the sample text in the style, filling a `width`×`height` box. */
export function styleToLayer(style: TextStyle, text: string, width: number, height: number): TextLayer {
  const pad = 16;
  return textLayer(
    text,
    { x: pad, y: pad, width: Math.max(0, width - 2 * pad), height: Math.max(0, height - 2 * pad) },
    {
      fontFamily: resolveFont(style.fontFamily).font.family,
      fontSize: style.fontSize,
      // The preview shows the chosen size: it wraps, and cuts with "…" what does not fit.
      minFontSize: style.fontSize,
      fontWeight: style.fontWeight,
      italic: style.italic,
      underline: style.underline,
      color: style.color,
      strokeWidth: style.stroke ? style.strokeWidth : 0,
      strokeColor: style.strokeColor,
      align: style.textAlign,
      lineHeight: style.lineHeight,
      letterSpacing: style.letterSpacing,
      textCase: style.textCase,
    },
  );
}
