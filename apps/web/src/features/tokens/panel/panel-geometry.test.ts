import { describe, expect, it } from 'vitest';
import { clampPanel, PANEL_START, panelWidth } from './panel-geometry';

const size = { width: 280, height: 300 };

describe('token panel geometry', () => {
  it('starts 20 px from the left and 100 px from the top, 280 px wide or 180 px minimized', () => {
    expect(PANEL_START).toEqual({ x: 20, y: 100 });
    expect([panelWidth(false), panelWidth(true)]).toEqual([280, 180]);
  });

  it('leaves a position inside the viewport alone', () => {
    expect(clampPanel({ x: 20, y: 100 }, size, { width: 1280, height: 800 })).toEqual({ x: 20, y: 100 });
  });

  it('pulls the panel back inside when the window shrinks or it is dragged out', () => {
    expect(clampPanel({ x: 1100, y: 700 }, size, { width: 375, height: 667 })).toEqual({ x: 87, y: 359 });
    expect(clampPanel({ x: -50, y: -20 }, size, { width: 1280, height: 800 })).toEqual({ x: 8, y: 8 });
  });

  it('keeps the header on screen when the panel is larger than the window', () => {
    expect(clampPanel({ x: 40, y: 40 }, { width: 280, height: 900 }, { width: 250, height: 500 })).toEqual({
      x: 8,
      y: 8,
    });
  });
});
