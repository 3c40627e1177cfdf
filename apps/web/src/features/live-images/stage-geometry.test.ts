import { describe, expect, it } from 'vitest';
import { arrowChange, keepInside, moveBox, resizeBox, rotationTowards } from './stage-geometry';

const box = { x: 100, y: 100, width: 200, height: 100 };

describe('stage geometry', () => {
  it('moves, and resizes from any handle keeping the opposite edges', () => {
    expect(moveBox(box, 5, -5)).toEqual({ x: 105, y: 95, width: 200, height: 100 });
    expect(resizeBox(box, 'se', 20, 10)).toEqual({ x: 100, y: 100, width: 220, height: 110 });
    expect(resizeBox(box, 'nw', 20, 10)).toEqual({ x: 120, y: 110, width: 180, height: 90 });
    expect(resizeBox(box, 'w', 500, 0)).toEqual({ x: 292, y: 100, width: 8, height: 100 });
    expect(resizeBox(box, 'n', 0, -30)).toEqual({ x: 100, y: 70, width: 200, height: 130 });
  });

  it('turns the box towards the pointer, snapping to 15° steps on request', () => {
    const centre = { x: 200, y: 150 };
    expect(rotationTowards(box, { x: centre.x, y: 0 }, false)).toBe(0);
    expect(rotationTowards(box, { x: 400, y: centre.y }, false)).toBe(90);
    expect(rotationTowards(box, { x: 0, y: centre.y }, false)).toBe(-90);
    expect(rotationTowards(box, { x: centre.x + 100, y: centre.y - 90 }, true)).toBe(45);
  });

  it('maps arrow keys to moves, Shift to bigger steps and Alt to resizing', () => {
    expect(arrowChange('ArrowLeft', { shift: false, alt: false })).toEqual({ dx: -1, dy: 0, dw: 0, dh: 0 });
    expect(arrowChange('ArrowDown', { shift: true, alt: false })).toEqual({ dx: 0, dy: 10, dw: 0, dh: 0 });
    expect(arrowChange('ArrowRight', { shift: false, alt: true })).toEqual({ dx: 0, dy: 0, dw: 1, dh: 0 });
    expect(arrowChange('Enter', { shift: false, alt: false })).toBeNull();
  });

  it('keeps a countdown’s box inside the image and at its smallest size', () => {
    const image = { width: 600, height: 400 };
    const min = { width: 20, height: 10 };
    expect(keepInside({ x: -12, y: 350, width: 200, height: 100 }, image, min)).toEqual({
      x: 0,
      y: 300,
      width: 200,
      height: 100,
    });
    expect(keepInside({ x: 500, y: 10, width: 5, height: 2 }, image, min)).toEqual({
      x: 500,
      y: 10,
      width: 20,
      height: 10,
    });
    expect(keepInside({ x: 10, y: 10, width: 900, height: 80.4 }, image, min)).toEqual({
      x: 0,
      y: 10,
      width: 600,
      height: 80,
    });
  });
});
