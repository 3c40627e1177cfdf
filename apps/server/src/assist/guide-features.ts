import { FEATURES, type FeatureDefinition, type FeatureId, PRICING } from '@mergepix/core';
import { type GuideIntent, type Keyword, lowerFirst, withoutStop } from './guide-types.ts';

// Words people use for each tool, with synonyms; higher weight = stronger signal. "image" and
// "photo" stay light because almost every question mentions one.
const FEATURE_KEYWORDS: Record<FeatureId, readonly Keyword[]> = {
  image: [
    ['image', 1],
    ['picture', 1],
    ['photo', 1],
    ['generate', 1],
    ['prompt', 2],
    ['illustration', 2],
    ['ai image', 3],
    ['text to image', 3],
    ['product shot', 2],
    ['artwork', 1],
  ],
  gif: [
    ['gif', 3],
    ['animated gif', 2],
    ['animation', 3],
    ['animated', 2],
    ['animate', 1],
    ['email gif', 2],
    ['frame', 1],
    ['loop', 2],
    ['moving', 1],
  ],
  'live-images': [
    ['email', 2],
    ['email ready', 2],
    ['email image', 3],
    ['email banner', 3],
    ['newsletter', 3],
    ['email campaign', 3],
    ['banner', 2],
    ['inbox', 1],
    ['header image', 2],
  ],
  'action-figure': [
    ['action figure', 4],
    ['figure', 2],
    ['figurine', 3],
    ['toy', 3],
    ['blister', 3],
    ['collectible', 3],
    ['collectable', 3],
    ['boxed', 2],
    ['packaging', 2],
    ['doll', 2],
    ['retro', 3],
    ['vinyl', 2],
    ['starter pack', 3],
  ],
  'music-figure': [
    ['music', 3],
    ['musician', 3],
    ['singer', 3],
    ['rock star', 3],
    ['pop star', 3],
    ['music star', 4],
    ['band', 2],
    ['guitar', 2],
    ['concert', 2],
    ['rapper', 3],
    ['dj', 2],
  ],
  'tv-figure': [
    ['tv', 3],
    ['television', 3],
    ['tv show', 4],
    ['sitcom', 3],
    ['series', 2],
    ['show', 1],
  ],
  'wrestling-figure': [
    ['wrestling', 4],
    ['wrestler', 4],
    ['wwe', 4],
    ['luchador', 3],
    ['championship belt', 3],
    ['belt', 2],
    ['ring gear', 3],
  ],
  meme: [
    ['meme', 4],
    ['caption', 3],
    ['funny', 3],
    ['humor', 3],
    ['humour', 3],
    ['joke', 3],
    ['hilarious', 3],
    ['top text', 3],
    ['bottom text', 3],
    ['laugh', 2],
    ['lol', 2],
  ],
  ghibli: [
    ['ghibli', 4],
    ['studio ghibli', 2],
    ['anime', 3],
    ['studio', 2],
    ['whimsical', 3],
    ['miyazaki', 4],
    ['totoro', 4],
    ['hand drawn', 3],
    ['dreamy', 2],
    ['fairy tale', 2],
    ['magical', 2],
    ['enchanted', 2],
  ],
  cartoon: [
    ['cartoon', 4],
    ['cartoonify', 4],
    ['comic', 3],
    ['comic book', 2],
    ['pixar', 3],
    ['caricature', 3],
    ['toon', 3],
    ['avatar', 2],
    ['selfie', 2],
    ['anime', 1],
  ],
  video: [
    ['video', 4],
    ['image to video', 3],
    ['motion', 3],
    ['animate', 2],
    ['bring to life', 3],
    ['come alive', 3],
    ['mp4', 3],
    ['clip', 2],
    ['reel', 2],
    ['1080p', 3],
    ['720p', 3],
  ],
  crazy: [
    ['crazy', 4],
    ['surreal', 3],
    ['weird', 3],
    ['wild', 2],
    ['absurd', 3],
    ['bizarre', 3],
    ['trippy', 3],
    ['outrageous', 3],
    ['psychedelic', 2],
  ],
};

// Tools to offer next to each one, most related first.
const RELATED: Record<FeatureId, readonly FeatureId[]> = {
  image: ['live-images', 'video'],
  gif: ['live-images'],
  'live-images': ['gif', 'image'],
  'action-figure': ['music-figure', 'tv-figure'],
  'music-figure': ['action-figure'],
  'tv-figure': ['action-figure'],
  'wrestling-figure': ['action-figure'],
  meme: ['gif'],
  ghibli: ['cartoon'],
  cartoon: ['ghibli'],
  video: ['image'],
  crazy: ['image'],
};

const { video } = PRICING;

// Image-to-video price and format copy (docs/product.md#who-it-is-for).
const VIDEO_PRICE_SENTENCE = `It costs $${video.pricePerDownloadUsd} per download with no subscription, with ${video.motionEffects} motion effects, HD ${video.resolutions.join(' or ')} and optional music.`;

/** Joins two imperative help steps into one sentence, e.g. "First, write a prompt, then add tokens." */
function steps(lead: string, first: string, middle: string, second: string): string {
  return `${lead} ${lowerFirst(withoutStop(first))}, ${middle} ${lowerFirst(withoutStop(second))}.`;
}

/** The first sentence of a help paragraph. */
function firstSentence(text: string): string {
  return text.split(/(?<=[.!?])\s+/)[0] ?? text;
}

/** First answer about a tool: what it does, the first two help steps and a tip (or the price). */
export function describeFeature(feature: FeatureDefinition): string[] {
  const [step1, step2] = feature.helpSteps;
  const closing = feature.id === 'video' ? VIDEO_PRICE_SENTENCE : `Tip: ${feature.tips[0] ?? ''}`;
  return [
    `The ${feature.title} tool is made for this: ${lowerFirst(feature.description)}`,
    steps('First,', step1, 'then', step2),
    closing,
  ];
}

/** Follow-up about a tool: the last two help steps and another tip. */
export function describeFeatureFurther(feature: FeatureDefinition): string[] {
  const [, , step3, step4] = feature.helpSteps;
  const tip = feature.tips[1] ?? feature.tips[0] ?? '';
  return [firstSentence(feature.helpText), steps('Next,', step3, 'and finally', step4), `Tip: ${tip}`];
}

/** One intent per catalog feature, `crazy` included, in catalog order. */
export const FEATURE_INTENTS: readonly GuideIntent[] = FEATURES.map((feature) => ({
  id: `feature:${feature.id}`,
  feature: feature.id,
  keywords: FEATURE_KEYWORDS[feature.id],
  features: [feature.id, ...RELATED[feature.id]],
  answer: () => describeFeature(feature),
}));
