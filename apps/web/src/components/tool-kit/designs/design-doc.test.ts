import { DESIGN_LIMITS, designSchema } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import {
  addLayer,
  clampBox,
  newDesign,
  removeLayer,
  reorderLayer,
  resizeDesign,
  SIZE_PRESETS,
  setFallback,
  updateLayer,
  usedTokens,
} from './design-doc';

const start = () =>
  designSchema.parse(newDesign('Spring', { width: 600, height: 400 }, { kind: 'color', color: '#1e293b' }));

describe('design document', () => {
  it('starts every preset (and odd sizes) with a greeting that validates', () => {
    for (const { width, height } of [
      ...SIZE_PRESETS,
      { width: 1, height: 1 },
      { width: 5000, height: 37.6 },
    ]) {
      const parsed = designSchema.safeParse(
        newDesign('x', { width, height }, { kind: 'gradient', from: '#000000', to: '#ffffff' }),
      );
      expect(parsed.success, `${width}×${height}`).toBe(true);
    }
    expect(start().layers[0]?.text).toBe('Hi [FIRSTNAME|there]!');
  });

  it('keeps moved and resized boxes inside the image', () => {
    expect(clampBox({ x: -20, y: 390, width: 100, height: 50 }, 600, 400)).toEqual({
      x: 0,
      y: 350,
      width: 100,
      height: 50,
    });
    expect(clampBox({ x: 10, y: 10, width: 9000, height: 2 }, 600, 400)).toEqual({
      x: 0,
      y: 10,
      width: 600,
      height: 8,
    });
    const moved = updateLayer(start(), 0, { box: { x: 580, y: 0, width: 480, height: 133 } });
    expect(designSchema.safeParse(moved).success).toBe(true);
  });

  it('adds up to the layer limit, removes, and reorders front and back', () => {
    let design = start();
    for (let i = 0; i < DESIGN_LIMITS.maxLayers + 3; i++) design = addLayer(design, `Layer ${i}`);
    expect(design.layers).toHaveLength(DESIGN_LIMITS.maxLayers);
    expect(designSchema.safeParse(design).success).toBe(true);
    design = removeLayer(design, 0);
    expect(design.layers[0]?.text).toBe('Layer 0');
    const forward = reorderLayer(design, 0, 1);
    expect(forward.index).toBe(1);
    expect(forward.design.layers.slice(0, 2).map((l) => l.text)).toEqual(['Layer 1', 'Layer 0']);
    expect(reorderLayer(design, 0, -1)).toEqual({ design, index: 0 });
  });

  it('scales the layers with the image when the size changes', () => {
    const story = resizeDesign(start(), { width: 1200, height: 800 });
    expect(story.layers[0]?.box).toEqual({ x: 120, y: 268, width: 960, height: 266 });
    expect(story.layers[0]?.fontSize).toBe((start().layers[0]?.fontSize ?? 0) * 2);
    expect(designSchema.safeParse(resizeDesign(start(), { width: 40, height: 3000 })).success).toBe(true);
  });

  it('lists the tokens in use and keeps only non-empty fallbacks', () => {
    const design = addLayer(start(), 'From [COMPANY] to [FIRSTNAME]');
    expect(usedTokens(design)).toEqual(['FIRSTNAME', 'COMPANY']);
    const withFallback = setFallback(design, 'COMPANY', 'our team');
    expect(withFallback.fallbacks).toEqual({ COMPANY: 'our team' });
    expect(setFallback(withFallback, 'COMPANY', ' ').fallbacks).toEqual({});
  });
});
