// Scenes the offline engine painted for the landing page (scripts/make-ghibli-samples.ts renders
// them into public/samples/), with the options behind each so the page can say what changed.
import { type GhibliDetails, SAMPLE_TOKEN_VALUES } from '@mergepix/core';

/** One painted sample: its file, the options it was painted from, and its alternative text. */
export interface GhibliSample {
  id: string;
  details: GhibliDetails;
  alt: string;
}

/** Where a sample's picture is served from. */
export const sampleSrc = (id: string) => `/samples/ghibli-${id}.webp`;

/** Pixel size of every sample (4:3). */
export const SAMPLE_SIZE = { width: 640, height: 480 } as const;

/** The three pictures fanned out in the hero, centre first. */
export const HERO_SAMPLES: readonly GhibliSample[] = [
  {
    id: 'castle',
    details: {
      sceneType: 'Floating Castle',
      timeOfDay: 'Sunset',
      weather: 'Cherry Blossoms',
      characterType: 'Human Child',
      elements: ['Floating Islands'],
      characterName: SAMPLE_TOKEN_VALUES.FIRSTNAME,
    },
    alt: `A floating castle at sunset among cherry blossoms, a child beside a sign reading ${SAMPLE_TOKEN_VALUES.FIRSTNAME}`,
  },
  {
    id: 'village',
    details: {
      sceneType: 'Mountain Village',
      timeOfDay: 'Night',
      weather: 'Snow',
      characterType: 'Witch/Wizard',
      elements: ['Lanterns'],
    },
    alt: 'A snowy mountain village at night lit by lanterns',
  },
  {
    id: 'ocean',
    details: {
      sceneType: 'Ocean View',
      timeOfDay: 'Dawn',
      weather: 'Clear Sky',
      characterType: 'Animal Companion',
      elements: ['Wind Swirls'],
    },
    alt: 'A grassy headland above the sea at dawn with a child and a fox',
  },
];

/** One countryside painted four ways: the options, not the description, change the picture. */
export const MOOD_SAMPLES: readonly GhibliSample[] = [
  {
    id: 'day',
    details: { sceneType: 'Countryside', timeOfDay: 'Day', weather: 'Clear Sky', elements: ['Wind Swirls'] },
    alt: 'The countryside on a clear day',
  },
  {
    id: 'autumn',
    details: {
      sceneType: 'Countryside',
      timeOfDay: 'Sunset',
      weather: 'Falling Leaves',
      elements: ['Gentle Creatures'],
    },
    alt: 'The countryside at sunset with autumn leaves falling',
  },
  {
    id: 'rain',
    details: { sceneType: 'Countryside', timeOfDay: 'Night', weather: 'Gentle Rain', elements: ['Lanterns'] },
    alt: 'The countryside at night in gentle rain, lit by lanterns',
  },
  {
    id: 'magic',
    details: {
      sceneType: 'Countryside',
      timeOfDay: 'Magical Hour',
      weather: 'Magical Particles',
      elements: ['Glowing Plants', 'Magic Dust'],
    },
    alt: 'The countryside in the magical hour with glowing plants',
  },
];

/** "Sunset · Falling Leaves · Gentle Creatures": the options of a sample, for its caption. */
export function sampleCaption({ details }: GhibliSample): string {
  return [details.timeOfDay, details.weather, ...(details.elements ?? [])].filter(Boolean).join(' · ');
}
