import type { MeasureContext, TextMetricsLike } from './layout.ts';

/**
 * A measuring context for tests, with no canvas: every character is 0.6 em wide, wide scripts
 * (CJK, emoji) 1 em, code points joining the one before 0, plus the letter spacing after each character.
 */
export class FakeMeasureContext implements MeasureContext {
  font = '10px sans-serif';
  letterSpacing = '0px';
  direction = 'ltr';
  textAlign = 'left';
  textBaseline = 'alphabetic';
  measured = 0;

  measureText(text: string): TextMetricsLike {
    this.measured += 1;
    const size = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 10);
    const spacing = Number.parseFloat(this.letterSpacing) || 0;
    let em = 0;
    let chars = 0;
    for (const ch of text) {
      const w = charWidth(ch);
      em += w;
      if (w > 0) chars += 1;
    }
    const width = em * size + spacing * chars;
    const italic = this.font.startsWith('italic');
    return {
      width,
      actualBoundingBoxLeft: italic && text ? size * 0.1 : 0,
      actualBoundingBoxRight: width + (italic && text ? size * 0.15 : 0),
      fontBoundingBoxAscent: size * 0.95,
      fontBoundingBoxDescent: size * 0.25,
    };
  }
}

// Code points that join the character before them: combining marks, joiners, variation
// selectors, skin tones.
function joins(ch: string): boolean {
  const cp = ch.codePointAt(0) ?? 0;
  return (
    /\p{M}/u.test(ch) ||
    cp === 0x200d ||
    cp === 0xfe0e ||
    cp === 0xfe0f ||
    (cp >= 0x1f3fb && cp <= 0x1f3ff) ||
    (cp >= 0xe0020 && cp <= 0xe007f)
  );
}

function charWidth(ch: string): number {
  if (joins(ch)) return 0;
  if (
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Extended_Pictographic}]/u.test(
      ch,
    )
  )
    return 1;
  return 0.6;
}

/** A measuring context that also keeps the paint state a drawing test reads back (still no canvas). */
export class FakePaintContext extends FakeMeasureContext {
  fillStyle: string | object = '#000';
  globalAlpha = 1;
  strokeStyle: string | object = '#000';
  lineWidth = 1;
  lineJoin: 'bevel' | 'miter' | 'round' = 'miter';
  shadowColor = 'transparent';
  shadowBlur = 0;
  shadowOffsetX = 0;
  shadowOffsetY = 0;
  calls: string[] = [];
}
