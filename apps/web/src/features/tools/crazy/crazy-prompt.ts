// The crazy image generator's choices and how they become a prompt. The original linked the page but
// gave it no content, so this is our design: a prompt, an intensity from calm to unhinged, an
// optional big caption and reference, and a few wild ideas to start from.

/** Intensity the generator starts on, in percent. */
export const DEFAULT_INTENSITY = 60;

/** Said when Generate is pressed with nothing to make. */
export const CRAZY_EMPTY_PROMPT_ERROR = 'Please enter a prompt or use one of the wild ideas.';

/** Starting ideas; tokens in them are filled from the user's values like typed ones. */
export const CRAZY_IDEAS: readonly string[] = [
  'A giraffe made of stained glass running a lemonade stand on Saturn',
  '[COMPANY] headquarters as a giant teapot floating over a neon jungle',
  'A melting clock tower raining rubber ducks over a desert of jelly beans',
  'An octopus DJ in a disco-ball submarine throwing a party for [FIRSTNAME]',
  'A city of stacked pancake skyscrapers under cotton-candy clouds',
  'A cat astronaut surfing a wave of spaghetti through a galaxy of donuts',
];

/** A band of the intensity slider: its name and what it adds to the prompt. */
export interface IntensityLevel {
  label: string;
  /** Shown under the slider. */
  description: string;
  /** Appended to the prompt. */
  phrase: string;
}

const LEVELS: readonly (IntensityLevel & { upTo: number })[] = [
  {
    upTo: 24,
    label: 'Mild',
    description: 'A tidy, mirrored pop-art print with one odd twist.',
    phrase: 'Slightly surreal, balanced and symmetrical, like a pop-art print',
  },
  {
    upTo: 49,
    label: 'Odd',
    description: 'Dreamlike: things are where they should not be.',
    phrase: 'Surreal and dreamlike, with impossible objects in calm colours',
  },
  {
    upTo: 74,
    label: 'Wild',
    description: 'Kaleidoscopic, saturated and strange.',
    phrase: 'Wildly surreal and kaleidoscopic, saturated colours, the rules of reality bent',
  },
  {
    upTo: 100,
    label: 'Unhinged',
    description: 'Twisted, clashing and gloriously impossible.',
    phrase: 'Completely unhinged: impossible physics, clashing neon colours, twisted perspective',
  },
];

/** The band an intensity (0–100) falls in. */
export function intensityLevel(percent: number): IntensityLevel {
  const clamped = Math.max(0, Math.min(100, Math.round(percent)));
  const level = LEVELS.find((l) => clamped <= l.upTo) ?? (LEVELS.at(-1) as IntensityLevel);
  return { label: level.label, description: level.description, phrase: level.phrase };
}

/** The prompt sent: the user's words (tokens filled), then the intensity's phrase. Empty without words. */
export function composeCrazyPrompt(text: string, percent: number): string {
  const words = text.trim().replace(/[\s.]+$/, '');
  return words ? `${words}. ${intensityLevel(percent).phrase}.` : '';
}
