// The page's own words (docs/product.md#gif-editor): heading, tagline and the six "How to Use" steps.

import { type HowToStep, HowToSteps } from '@/components/tool-kit/generator/how-to-steps';

export function GifPageHeader() {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">
        Animated GIF Personalization Editor
      </h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-600">
        Create dynamic, personalized GIFs for your marketing campaigns
      </p>
    </header>
  );
}

const STEPS: readonly HowToStep[] = [
  {
    title: 'Add frames',
    text: 'Drop images on the timeline, choose them from your device, or add blank frames.',
  },
  { title: 'Add text tokens', text: 'Add text such as [FIRSTNAME] to a frame and drag it where it belongs.' },
  { title: 'Customize', text: 'Pick the font, size, colour and opacity, and set how long each frame shows.' },
  { title: 'Preview', text: 'Play the animation and step through the frames to check the timing.' },
  { title: 'Generate', text: 'Make the GIF, check its size and download it.' },
  {
    title: 'Email optimization',
    text: 'Apply the e-mail-safe settings, keep it under 1 MB and look at it in the e-mail preview.',
  },
];

export function HowToUse() {
  return <HowToSteps heading="How to Use" steps={STEPS} />;
}
