import { describe, expect, it } from 'vitest';
import { placeTooltip, VIEWPORT_MARGIN_PX } from './tooltip-placement';

const viewport = { width: 375, height: 700 };
const size = { width: 120, height: 30 };
/** The tooltip for an anchor, 6 px from it, in the phone-sized viewport. */
const place = (
  anchor: Parameters<typeof placeTooltip>[0]['anchor'],
  side: Parameters<typeof placeTooltip>[0]['side'],
) => placeTooltip({ anchor, size, viewport, side, gap: 6 });

describe('placeTooltip', () => {
  it('centres below the anchor with the arrow at its middle', () => {
    const p = place({ left: 100, top: 10, width: 40, height: 40 }, 'bottom');
    expect(p).toMatchObject({ side: 'bottom', top: 56, left: 60, arrowLeft: 60, arrowTop: 0 });
  });

  it('slides inside the right edge and keeps the arrow on the anchor', () => {
    const p = place({ left: 330, top: 10, width: 40, height: 40 }, 'bottom');
    expect(p.left).toBe(viewport.width - VIEWPORT_MARGIN_PX - size.width);
    expect(p.left + p.arrowLeft).toBe(350);
  });

  it('flips above when there is no room below', () => {
    const p = place({ left: 100, top: 660, width: 40, height: 30 }, 'bottom');
    expect(p.side).toBe('top');
    expect(p.top).toBe(660 - 6 - size.height);
    expect(p.arrowTop).toBe(size.height);
  });

  it('flips a left tooltip to the right near the left edge', () => {
    const p = place({ left: 4, top: 300, width: 20, height: 20 }, 'left');
    expect(p).toMatchObject({ side: 'right', left: 30, arrowLeft: 0 });
    expect(p.top + p.arrowTop).toBe(310);
  });
});
