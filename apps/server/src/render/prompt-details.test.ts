import { describe, expect, it } from 'vitest';
import {
  accessoriesSentence,
  colorsInText,
  nameTagSentence,
  packagingSentence,
  parseFigureDetails,
  parseGhibliDetails,
  poseSentence,
  removalsSentence,
  splitList,
} from './prompt-details.ts';

describe('figure prompt details', () => {
  const prompt = [
    'A 1980s space ranger action figure with a silver helmet.',
    'Additional accessories include: Laser Blaster, Jet Pack and Coffee Mug.',
    'Remove these elements: cape.',
    'The figure is posed in a Arms Crossed position.',
    'The packaging is a navy and gold blister card with retro stars.',
    'Make it fun.',
    'The name tag on the packaging reads "Ava-Marie".',
    'Professional product photo, studio lighting.',
  ].join(' ');

  it('reads every sentence the composers write', () => {
    expect(parseFigureDetails(prompt)).toEqual({
      accessories: ['Laser Blaster', 'Jet Pack', 'Coffee Mug'],
      removals: ['cape'],
      pose: 'Arms Crossed',
      packaging: 'a navy and gold blister card with retro stars',
      firstName: 'Ava-Marie',
      colors: ['#14213d', '#d4a017'],
    });
  });

  it('round-trips the sentence builders', () => {
    const built = [
      accessoriesSentence(['Laptop', 'ID Badge']),
      removalsSentence(['Hat', 'Cape', 'Boots']),
      poseSentence('Waving'),
      packagingSentence('red with white stripes.'),
      nameTagSentence('Noor'),
    ].join(' ');
    expect(built).toContain('The name tag on the packaging reads "Noor".');
    const d = parseFigureDetails(built);
    expect(d.accessories).toEqual(['Laptop', 'ID Badge']);
    expect(d.removals).toEqual(['Hat', 'Cape', 'Boots']);
    expect(d.pose).toBe('Waving');
    expect(d.packaging).toBe('red with white stripes');
    expect(d.firstName).toBe('Noor');
    expect(d.colors).toEqual(['#d62828', '#f5f5f2']);
  });

  it('keeps dots inside words and accepts Oxford commas', () => {
    expect(splitList("Dr. Who's scarf, a map, and a torch")).toEqual(["Dr. Who's scarf", 'a map', 'a torch']);
    const d = parseFigureDetails('Additional accessories include: a v2.0 blaster and a map. Pose it.');
    expect(d.accessories).toEqual(['a v2.0 blaster', 'a map']);
  });

  it('finds package colours outside a packaging sentence and literal hex', () => {
    expect(parseFigureDetails('Package colors: teal and coral.').colors).toEqual(['#168aad', '#ff7f6b']);
    expect(colorsInText('Brand #FF00AA with black')).toEqual(['#ff00aa', '#1b1b1f']);
  });

  it('answers empty for a prompt without details', () => {
    expect(parseFigureDetails('A cool figure')).toEqual({ accessories: [], removals: [], colors: [] });
  });
});

describe('ghibli prompt details', () => {
  it('matches the exact option labels case-insensitively', () => {
    const d = parseGhibliDetails(
      'A magical forest scene at NIGHT with gentle rain, featuring a forest spirit. Elements: lanterns, Glowing Plants.',
    );
    expect(d).toEqual({
      sceneType: 'Magical Forest',
      characterType: 'Forest Spirit',
      timeOfDay: 'Night',
      weather: 'Gentle Rain',
      elements: ['Glowing Plants', 'Lanterns'],
    });
  });

  it('falls back to everyday words', () => {
    const d = parseGhibliDetails('A girl and her cat by the sea at sunset while snow falls among the ruins');
    expect(d.sceneType).toBe('Ocean View');
    expect(d.characterType).toBe('Human Child');
    expect(d.timeOfDay).toBe('Sunset');
    expect(d.weather).toBe('Snow');
    expect(d.elements).toEqual(['Ancient Ruins']);
  });

  it('prefers the earliest label and the longer one on a tie', () => {
    expect(parseGhibliDetails('Magical Hour, later Night').timeOfDay).toBe('Magical Hour');
    expect(parseGhibliDetails('no character: None').characterType).toBeUndefined();
  });
});
