import { describe, expect, it } from 'vitest';
import { pixelDifference } from '../test-images.ts';
import { accessoryIconKey } from './accessories/vocabulary.ts';
import { packChoices, renderActionFigure } from './action-figure.ts';
import { packPalette } from './packaging.ts';
import { poseVariant } from './poses.ts';

const size = { width: 320, height: 320 };

describe('action figure renderer', () => {
  it('maps free pose names onto the drawn variants', () => {
    expect(poseVariant('Arms Crossed')).toBe('arms-crossed');
    expect(poseVariant('Flying Kick')).toBe('kicking');
    expect(poseVariant('double-biceps')).toBe('flexing');
    expect(poseVariant('guitar-solo')).toBe('playing');
    expect(poseVariant('Friendly Wave')).toBe('waving');
    expect(poseVariant('Victory Celebration')).toBe('victory');
    expect(poseVariant('Hands on Hips')).toBe('hero');
    expect(poseVariant('Something odd')).toBe('standing');
    expect(poseVariant(undefined)).toBe('standing');
  });

  it('maps accessory names onto the vocabulary, with a labelled tag for unknown ones', () => {
    expect(accessoryIconKey('Coffee Mug')).toBe('mug');
    expect(accessoryIconKey('Microphone')).toBe('microphone');
    expect(accessoryIconKey('Business Cards')).toBe('cards');
    expect(accessoryIconKey('laptop covered in stickers')).toBe('laptop');
    expect(accessoryIconKey('Headset Microphone')).toBe('headset');
    expect(accessoryIconKey('Team Jersey')).toBe('jacket');
    expect(accessoryIconKey('Quantum Flux Widget')).toBe('tag');
  });

  it('colours the card from packaging colours, else from a stable hash', () => {
    expect(packPalette(['#14213d', '#d4a017'], 'x')).toMatchObject({ primary: '#14213d', accent: '#d4a017' });
    expect(packPalette([], 'Space Ranger|Ava')).toEqual(packPalette([], 'Space Ranger|Ava'));
    // An accent too close to the card colour is replaced so the banner stays visible.
    expect(packPalette(['#d62828', '#d02020'], 'x').accent).toBe('#ffffff');
  });

  it('draws what the prompt asks for: pose, packaging colour and accessories change the pack', async () => {
    const base = 'The name tag on the packaging reads "Ava".';
    const renders = await Promise.all([
      renderActionFigure({ size, prompt: base }),
      renderActionFigure({ size, prompt: `${base} The figure is posed in a Victory position.` }),
      renderActionFigure({ size, prompt: `${base} The packaging is bright yellow.` }),
      renderActionFigure({ size, prompt: `${base} Additional accessories include: Laptop.` }),
    ]);
    const [plain, ...variants] = renders as [Buffer, ...Buffer[]];
    for (const variant of variants) expect(await pixelDifference(plain, variant)).toBeGreaterThan(0.5);
  });

  it('draws the typed details when the call carries them, and reads the prose only without them', async () => {
    const prompt = 'The name tag on the packaging reads "Ava". The figure is posed in a Victory position.';
    expect(packChoices({ prompt })).toMatchObject({ firstName: 'Ava', pose: 'Victory' });
    const typed = packChoices({
      prompt,
      details: {
        name: 'Noor',
        title: 'Space Ranger',
        jobTitle: 'Captain',
        company: 'Acme',
        colors: ['#14213d'],
      },
    });
    expect(typed).toEqual({
      firstName: 'Noor',
      title: 'Space Ranger',
      subtitle: 'Captain · Acme',
      accessories: [],
      removals: [],
      colors: ['#14213d'],
    });
    const [fromProse, fromDetails] = await Promise.all([
      renderActionFigure({ size, prompt }),
      renderActionFigure({ size, prompt, details: { name: 'Ava' } }),
    ]);
    // Same name, but the typed call never saw the pose written in the prose.
    expect(await pixelDifference(fromProse, fromDetails)).toBeGreaterThan(0.5);
  });
});
