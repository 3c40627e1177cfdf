import { describe, expect, it } from 'vitest';
import { describedColors } from './colors.ts';
import { figureSpec } from './figure-spec.ts';

describe('figure spec', () => {
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

  it('reads what a colour word colours from the noun of its phrase', () => {
    const punk = describedColors(
      'a tall green spiked mohawk, a safety-pinned plaid jacket and jet-black boots',
    );
    expect(punk.hair).toBe('#2a9d4a');
    expect(punk.outfit).toEqual(['#121214']);
    expect(describedColors('ash-grey skin and a violet hood, a glowing green crystal')).toMatchObject({
      outfit: ['#7b3fe4'],
    });
    expect(describedColors('white pressure suit, visor helmet').outfit).toEqual(['#f5f5f2']);
  });

  it('reads a free prompt for a look when there is no catalog entry', () => {
    const astronaut = figureSpec({ prompt: 'A toy of a friendly astronaut with a jetpack.', pose: 'waving' });
    expect(astronaut).toMatchObject({
      theme: 'creator',
      headwear: 'visor-helmet',
      topStyle: 'jumpsuit',
      pose: 'waving',
    });
  });
});
