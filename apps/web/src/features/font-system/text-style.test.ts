import { describe, expect, it } from 'vitest';
import { DEFAULT_STYLE, LOOK_PRESETS, nextCase, styleToLayer } from './text-style';

describe('font system text style', () => {
  it('cycles the case none → UPPER → lower → Capitalize → none', () => {
    expect(nextCase('none')).toBe('uppercase');
    expect(nextCase('uppercase')).toBe('lowercase');
    expect(nextCase('lowercase')).toBe('capitalize');
    expect(nextCase('capitalize')).toBe('none');
  });

  it('maps the style to a text layer, drawing Impact with Anton and the outline only when on', () => {
    const meme = { ...DEFAULT_STYLE, ...LOOK_PRESETS[0]?.style };
    const layer = styleToLayer(meme, 'Hi', 600, 200);
    expect(layer).toMatchObject({
      fontFamily: 'Anton',
      fontSize: 36,
      strokeWidth: 2,
      textCase: 'uppercase',
      color: '#ffffff',
      box: { x: 16, y: 16, width: 568, height: 168 },
    });
    expect(styleToLayer({ ...meme, stroke: false }, 'Hi', 600, 200).strokeWidth).toBe(0);
    expect(styleToLayer(DEFAULT_STYLE, 'Hi', 10, 10).box).toMatchObject({ width: 0, height: 0 });
  });
});
