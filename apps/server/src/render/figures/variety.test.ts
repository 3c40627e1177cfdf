import { describe, expect, it } from 'vitest';
import { renderActionFigure } from './action-figure.ts';
import { figureSpec } from './archetypes/index.ts';
import { VARIETY_SETS, varietyCharacters, varietyReport } from './variety.ts';

const size = { width: 256, height: 256 };

describe('offline figure variety', () => {
  it.each(VARIETY_SETS)('no two of 8 %s figures share more than 80 percent of their pixels', async (set) => {
    const characters = varietyCharacters(set, 8);
    const images = await Promise.all(
      characters.map((c) => renderActionFigure({ prompt: c.prompt, details: c.details, size })),
    );
    const report = await varietyReport(images);
    expect(report.maxShare).toBeLessThanOrEqual(0.8);
    expect(report.minHash).toBeGreaterThan(0);
  });

  it('draws each character from its own description, pose and removals', () => {
    const ranger = figureSpec({ title: '80s Space Ranger', pose: 'heroic standing' });
    expect(ranger).toMatchObject({ theme: 'retro', headwear: 'visor-helmet', pose: 'hero' });
    expect(ranger.extras.has('shoulder-pads')).toBe(true);
    const bare = figureSpec({ title: '80s Space Ranger', removals: ['Helmet', 'Shoulder Pads'] });
    expect(bare.headwear).toBeUndefined();
    expect(bare.extras.has('shoulder-pads')).toBe(false);
    expect(bare.face).toBeUndefined();
    const rocker = figureSpec({ title: 'Rock Guitar Hero', pose: 'guitar-solo' });
    expect(rocker).toMatchObject({ theme: 'music', pose: 'playing' });
    expect(rocker.props).toContain('electric-guitar');
    const unplugged = figureSpec({
      title: 'Rock Guitar Hero',
      pose: 'guitar-solo',
      removals: ['Electric Guitar'],
    });
    expect(unplugged.props).not.toContain('electric-guitar');
    expect(figureSpec({ title: 'The Circus Strongman' })).toMatchObject({
      build: 'muscular',
      theme: 'wrestling',
    });
    expect(figureSpec({ title: 'The Towering Giant' }).build).toBe('giant');
    expect(figureSpec({ title: 'Bobblehead', jobTitle: 'Head Chef' })).toMatchObject({
      build: 'bighead',
      headwear: 'toque',
    });
  });

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
