// Product-knowledge intents of the offline guide: tokens, pricing, GIF email tips, fonts, models.
import {
  AI_MODEL_OPTIONS,
  GIF_EMAIL_SAFE_MAX_DIMENSION_PX,
  GIF_TIP_FRAME_RANGE,
  GIF_TIP_MAX_BYTES,
  GIF_TIP_MAX_HEIGHT_PX,
  GIF_TIP_MAX_WIDTH_PX,
  GIF_TIP_MINIMAL_FRAME_RANGE,
  getToken,
  IMAGE_SIZE,
  IMPLEMENTED_TOKEN_KEYS,
  PRICING,
  TOKENS,
  type TokenDefinition,
} from '@mergepix/core';
import { phrasePattern } from './guide-match.ts';
import { type GuideContext, type GuideIntent, listWords, lowerFirst } from './guide-types.ts';

const bracketed = (key: string) => `[${key}]`;
const ACTIVE_TOKENS = listWords(IMPLEMENTED_TOKEN_KEYS.map(bracketed));

// Tokens whose key is just their name run together (FIRSTNAME = "First Name") can be asked about
// without brackets; keys such as EMAIL or DATE are everyday words and need the brackets.
const SPOKEN_TOKENS = TOKENS.filter(
  (t) => t.displayName.includes(' ') && t.displayName.replace(/[^A-Za-z]/g, '').toUpperCase() === t.key,
).map((t) => ({ token: t, pattern: phrasePattern(t.displayName) }));
const BRACKETED_TOKEN = new RegExp(`\\[(${TOKENS.map((t) => t.key.toLowerCase()).join('|')})\\]`);

/** The registry token a question is about, if it names one. */
function askedToken(question: string): TokenDefinition | undefined {
  const key = BRACKETED_TOKEN.exec(question)?.[1];
  if (key) return getToken(key);
  return SPOKEN_TOKENS.find((s) => s.pattern.test(question))?.token;
}

function describeToken(token: TokenDefinition, ctx: GuideContext): string[] {
  const text = bracketed(token.key);
  const first = `${text} is the ${token.displayName} token: ${lowerFirst(token.description)}`;
  if (!token.isImplemented) {
    return [first, `It is marked Coming Soon, so for now use the active tokens ${ACTIVE_TOKENS}.`];
  }
  const value = ctx.values[token.key];
  return [
    first,
    `It is active, so it is replaced with each customer's value when they view your content.`,
    value
      ? `With your current details, ${text} becomes "${value}".`
      : 'Set sample values in the token panel to preview it.',
  ];
}

function describeTokens(ctx: GuideContext): string[] {
  const asked = askedToken(ctx.question);
  if (asked) return describeToken(asked, ctx);
  const example = ctx.firstName ? `, so "Hi [FIRSTNAME]" becomes "Hi ${ctx.firstName}" for you` : '';
  return [
    `Tokens such as ${ACTIVE_TOKENS} are active today and are replaced with each customer's details when they view your content${example}.`,
    'Type them as [TOKEN_NAME] in any case, or drag them from the Personalization panel into a prompt or text field.',
    `The Tokens page lists all ${TOKENS.length}; the others, such as [CITY] and [BIRTHDAY], are marked Coming Soon.`,
  ];
}

const { plan, copy } = PRICING;

function describePricing(ctx: GuideContext): string[] {
  const { video } = PRICING;
  const proPlan = `${plan.name} costs ${copy.price}, and you save ${plan.annualDiscountPercent}% with annual billing.`;
  if (/\bvideo/.test(ctx.question)) {
    return [
      `Image to Video costs $${video.pricePerDownloadUsd} per download with no subscription, with ${video.motionEffects} motion effects, HD ${video.resolutions.join(' or ')} and optional music.`,
      `Everything else is in ${plan.name} at ${copy.price}, starting with a ${copy.trial}.`,
    ];
  }
  const licensing = /licen[cs]|commercial/.test(ctx.question);
  return [
    proPlan,
    `It starts with a ${copy.trial} and a ${copy.moneyBack}, and you can cancel, upgrade or downgrade any time.`,
    licensing
      ? copy.licensing
      : `Image to Video is separate at $${video.pricePerDownloadUsd} per download, with no subscription needed.`,
  ];
}

const MB = GIF_TIP_MAX_BYTES / (1024 * 1024);
const modelNames = listWords(
  AI_MODEL_OPTIONS.map((m) => m.label.replace(/ AI$/, '')),
  'or',
);

/** Intents answered from tokens, pricing, GIF, font and model knowledge. */
export const KNOWLEDGE_INTENTS: readonly GuideIntent[] = [
  {
    id: 'tokens',
    keywords: [
      ['token', 4],
      ['personalize', 2],
      ['personalise', 2],
      ['personalization', 2],
      ['personalisation', 2],
      ['personalized', 2],
      ['merge tag', 4],
      ['merge field', 4],
      ['placeholder', 3],
      ['variable', 2],
      ['dynamic text', 3],
      ['custom field', 3],
      ['name', 1],
      ['each customer', 2],
      ['every customer', 2],
      ['recipient', 2],
      [BRACKETED_TOKEN, 4],
      [/(?<![a-z])(first|last|full|team|event) ?name(?![a-z])/, 2],
    ],
    features: ['image', 'gif', 'live-images'],
    answer: describeTokens,
  },
  {
    id: 'pricing',
    keywords: [
      ['price', 4],
      ['pricing', 4],
      ['cost', 4],
      ['how much', 4],
      ['plan', 2],
      ['subscription', 3],
      ['subscribe', 2],
      ['pay', 2],
      ['billing', 3],
      ['trial', 3],
      ['free', 2],
      ['refund', 3],
      ['money back', 3],
      ['cancel', 2],
      ['annual', 2],
      ['monthly', 2],
      ['upgrade', 2],
      ['expensive', 2],
      ['license', 3],
      ['licence', 3],
      ['licensing', 3],
      ['commercial', 2],
      ['commercially', 3],
      ['royalty', 3],
      [/\$\s?\d/, 2],
    ],
    features: ['image', 'video'],
    answer: describePricing,
  },
  {
    id: 'gif-email-tips',
    keywords: [
      ['file size', 4],
      ['size', 2],
      ['mb', 3],
      ['kb', 3],
      ['megabyte', 3],
      ['too big', 4],
      ['too large', 4],
      ['heavy', 2],
      ['how many frames', 4],
      ['frame', 2],
      ['dimension', 3],
      ['load', 2],
      ['loading', 2],
      ['compress', 3],
      ['optimize', 3],
      ['optimise', 3],
      ['best practice', 3],
      ['tips', 2],
      ['outlook', 2],
      ['gmail', 2],
      ['email gif', 3],
      ['deliverability', 3],
    ],
    features: ['gif', 'live-images'],
    answer: () => [
      `For email, keep each GIF under ${MB} MB so it loads quickly in every inbox.`,
      `Use ${GIF_TIP_FRAME_RANGE.min} to ${GIF_TIP_FRAME_RANGE.max} frames (${GIF_TIP_MINIMAL_FRAME_RANGE.min} or ${GIF_TIP_MINIMAL_FRAME_RANGE.max} keep the file tiny) at about ${GIF_TIP_MAX_WIDTH_PX}x${GIF_TIP_MAX_HEIGHT_PX} pixels.`,
      `In the GIF editor, "Apply Email-Safe Settings" caps the size at ${GIF_EMAIL_SAFE_MAX_DIMENSION_PX} px and the email quality mode keeps the file light.`,
    ],
  },
  {
    id: 'fonts',
    keywords: [
      ['font', 4],
      ['typeface', 4],
      ['typography', 4],
      ['text style', 3],
      ['bold', 1],
      ['italic', 2],
      ['underline', 2],
      ['letter spacing', 3],
      ['line height', 3],
      ['stroke', 2],
      ['outline', 1],
      ['impact', 1],
      ['poppins', 3],
      ['playfair', 3],
      ['handwritten', 2],
      ['serif', 3],
      ['text', 1],
    ],
    features: ['meme', 'gif', 'live-images'],
    answer: () => [
      'The Font System on the Fonts page has 50+ fonts in six categories: sans-serif, serif, monospace, display, handwriting and decorative.',
      'Its styling editor has presets such as Meme Style (Impact, white with a black outline), Modern (Poppins), Handwritten (Caveat) and Classic (Playfair Display).',
      'Fonts load when you pick them, and a system font stands in until they are ready.',
    ],
  },
  {
    id: 'ai-models',
    keywords: [
      ['model', 3],
      ['dall e', 4],
      ['dalle', 4],
      ['gemini', 4],
      ['openai', 4],
      ['gpt', 2],
      ['ideogram', 3],
      ['midjourney', 3],
      ['stable diffusion', 3],
      ['which ai', 3],
      ['ai engine', 3],
      ['engine', 2],
      ['api key', 3],
      ['provider', 2],
      ['offline', 2],
      ['quality', 1],
    ],
    features: ['image', 'cartoon'],
    answer: () => [
      `The generators let you choose ${modelNames}, and each tool starts with the model that suits it best.`,
      `Images come out at ${IMAGE_SIZE} by default, and a reference image can guide either model.`,
      'If no AI provider key is configured on the server, the built-in offline engine creates the images instead, so every tool still works.',
    ],
  },
];
