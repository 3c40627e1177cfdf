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

  it('a removal changes the drawn pack', async () => {
    const details = { title: 'The Masked Luchador', pose: 'flexing' };
    const [masked, unmasked] = await Promise.all([
      renderActionFigure({ prompt: 'x', details, size }),
      renderActionFigure({ prompt: 'x', details: { ...details, removals: ['Mask'] }, size }),
    ]);
    const report = await varietyReport([masked, unmasked]);
    expect(report.maxShare).toBeLessThan(1);
  });
});
