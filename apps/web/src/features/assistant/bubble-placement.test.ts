import { describe, expect, it } from 'vitest';
import { BUBBLE_GAP_PX, bubbleSpot, intersects } from './bubble-placement';

const viewport = { width: 1280, height: 800 };
const button = { left: 12, top: 748, width: 184, height: 40 };
const bubble = { width: 256, height: 56 };

describe('the assistant bubble’s spot', () => {
  it('sits to the right of the button on its baseline when nothing is there', () => {
    expect(bubbleSpot(button, bubble, viewport, [])).toEqual({
      left: 12 + 184 + BUBBLE_GAP_PX,
      top: 788 - 56,
      ...bubble,
    });
  });

  it('goes above the button when a link or field is to its right', () => {
    const cta = { left: 240, top: 745, width: 340, height: 48 };
    const spot = bubbleSpot(button, bubble, viewport, [cta]);
    expect(spot).toEqual({ left: 12, top: 748 - BUBBLE_GAP_PX - 56, ...bubble });
    expect(spot && intersects(spot, cta)).toBe(false);
  });

  it('waits (no spot) when a form covers both places, as the home hero does at 1280 × 800', () => {
    const form = { left: 32, top: 606, width: 576, height: 236 };
    expect(bubbleSpot(button, bubble, viewport, [form])).toBeNull();
  });

  it('never leaves the window: on a narrow phone a wide bubble goes above or waits', () => {
    const phone = { width: 375, height: 740 };
    const onPhone = { left: 12, top: 688, width: 184, height: 40 };
    expect(bubbleSpot(onPhone, { width: 120, height: 36 }, phone, [])?.left).toBe(204);
    expect(bubbleSpot(onPhone, { width: 256, height: 56 }, phone, [])).toEqual({
      left: 12,
      top: 688 - BUBBLE_GAP_PX - 56,
      width: 256,
      height: 56,
    });
  });

  it('counts overlap by area: boxes that only touch do not intersect', () => {
    const a = { left: 0, top: 0, width: 10, height: 10 };
    expect(intersects(a, { left: 10, top: 0, width: 5, height: 5 })).toBe(false);
    expect(intersects(a, { left: 9, top: 9, width: 5, height: 5 })).toBe(true);
  });
});
