import { PRICING } from '@mergepix/core';

// The page's own words: heading, tagline and the steps of "How it works".

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

const STEPS: readonly { title: string; text: string }[] = [
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
    <section
      className="mt-12 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      aria-labelledby="video-how-to"
    >
      <h2 id="video-how-to" className="text-xl font-bold text-slate-950">
        How it works
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
              {i + 1}
            </span>
            <div>
              <p className="font-semibold text-slate-900">{step.title}</p>
              <p className="text-sm text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-xs text-slate-500">
        Videos are made on your device: your picture and music never leave this browser.
      </p>
    </section>
  );
}
