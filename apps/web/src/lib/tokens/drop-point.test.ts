import { describe, expect, it } from 'vitest';
import { pointerPoint, usesTouch } from './drop-point';

const desktop = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  width: 1280,
  touchPoints: 0,
  hasTouchEvents: false,
};

describe('usesTouch', () => {
  it('is off for a wide desktop browser without touch', () => {
    expect(usesTouch(desktop)).toBe(false);
  });

  it('is on for a mobile user agent, a width up to 768 px, or touch support', () => {
    expect(
      usesTouch({ ...desktop, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148' }),
    ).toBe(true);
    expect(usesTouch({ ...desktop, width: 768 })).toBe(true);
    expect(usesTouch({ ...desktop, width: 769 })).toBe(false);
    expect(usesTouch({ ...desktop, touchPoints: 5 })).toBe(true);
    expect(usesTouch({ ...desktop, hasTouchEvents: true })).toBe(true);
  });
});

describe('pointerPoint', () => {
  it('adds the drag distance to where a mouse or a finger started', () => {
    const mouse = { clientX: 10, clientY: 20 } as unknown as Event;
    expect(pointerPoint(mouse, { x: 5, y: -3 })).toEqual({ x: 15, y: 17 });
    const touch = { touches: [], changedTouches: [{ clientX: 100, clientY: 50 }] } as unknown as Event;
    expect(pointerPoint(touch, { x: -10, y: 10 })).toEqual({ x: 90, y: 60 });
  });

  it('has no point for a keyboard drag', () => {
    expect(pointerPoint({ key: ' ' } as unknown as Event, { x: 0, y: 0 })).toBeUndefined();
    expect(pointerPoint(null, { x: 0, y: 0 })).toBeUndefined();
  });
});
