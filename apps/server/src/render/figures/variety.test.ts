import { describe, expect, it } from 'vitest';
import { renderActionFigure } from './action-figure.ts';
import { VARIETY_SETS, varietyCharacters, varietyReport } from './variety.ts';

const size = { width: 256, height: 256 };

describe('offline figure variety', () => {
  it.each(VARIETY_SETS)(
    'no two of 20 %s figures share more than 80 percent of their pixels (the rule bench/offline-variety.ts prints)',
    async (set) => {
      const characters = varietyCharacters(set, 20);
      const images = await Promise.all(
        characters.map((c) => renderActionFigure({ prompt: c.prompt, details: c.details, size })),
      );
      const report = await varietyReport(images);
      expect(report.maxShare).toBeLessThanOrEqual(0.8);
      expect(report.minHash).toBeGreaterThan(0);
    },
  );

  it('a removal changes the drawn pack by the removed item, not a stray pixel', async () => {
    const details = { title: 'The Masked Luchador', pose: 'flexing' };
    const [masked, unmasked] = await Promise.all([
      renderActionFigure({ prompt: 'x', details, size }),
      renderActionFigure({ prompt: 'x', details: { ...details, removals: ['Mask'] }, size }),
    ]);
    const report = await varietyReport([masked, unmasked]);
    // The mask covers the figure's face: about 260 of the 256² pixels change when it is removed
    // (0.4%). Half of that is the floor, so a change of a few pixels fails.
    const changed = (1 - report.maxShare) * size.width * size.height;
    expect(changed).toBeGreaterThanOrEqual(130);
  });
});
