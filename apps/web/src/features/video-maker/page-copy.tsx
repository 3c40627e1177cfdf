// The page's own words: heading, tagline and the steps of "How it works".

import { PRICING } from '@mergepix/core';
import { type HowToStep, HowToSteps } from '@/components/tool-kit/generator/how-to-steps';

export function VideoPageHeader() {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">Image to Video</h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-600">
        Turn any image into a short HD video with motion, a personalized title and music, made right in your
        browser.
      </p>
      <p className="mt-2 text-sm font-medium text-brand-700">{PRICING.copy.video}</p>
    </header>
  );
}

const STEPS: readonly HowToStep[] = [
  {
    title: 'Pick a picture',
    text: 'Use “Make a video” under a generated image, choose one of yours, or upload one.',
  },
  {
    title: 'Choose the motion',
    text: 'Five effects, 3 to 15 seconds, HD 720p or 1080p, wide, square or tall.',
  },
  {
    title: 'Add a title',
    text: 'Type “Happy birthday, [FIRSTNAME]!” and pick a font, colour and animation.',
  },
  { title: 'Add music', text: 'One of our original tracks or your own file, with volume and fades.' },
  { title: 'Create and download', text: 'Watch the preview, make the MP4 and download it.' },
];

export function VideoHowItWorks() {
  return (
    <HowToSteps heading="How it works" steps={STEPS}>
      <p className="mt-4 text-xs text-slate-500">
        Videos are made on your device: your picture and music never leave this browser.
      </p>
    </HowToSteps>
  );
}
