// Conversation and how-to intents of the offline guide: who it is, greetings, follow-ups, tours.
import { FAST_FEATURES, type FeatureId, MARKETING_CLAIMS, REFERENCE_IMAGE_MAX_BYTES } from '@mergepix/core';
import { describeFeature, describeFeatureFurther } from './guide-features.ts';
import { type GuideContext, type GuideIntent, listWords } from './guide-types.ts';

const STARTER_FEATURES: readonly FeatureId[] = ['image', 'action-figure', 'meme'];

function overview(): string[] {
  return [
    'Mergepix has tools for AI images, action figures (classic, music star, TV and wrestling), Ghibli and cartoon styles, memes, crazy images, email-ready images, animated GIFs and image-to-video.',
    'Every tool accepts tokens such as [FIRSTNAME], so each customer gets a picture made just for them.',
    'Open the studio, pick a tool and follow the four steps in its help panel.',
  ];
}

/** The answer when nothing matched: friendly, and with examples of what to ask. */
export const FALLBACK_INTENT: GuideIntent = {
  id: 'fallback',
  keywords: [],
  features: STARTER_FEATURES,
  answer: () => [
    "I'm not sure I caught that, but I'm happy to help you create personalized images, memes, GIFs and videos.",
    'Try asking how to make an action figure, what [FIRSTNAME] does or what the Pro plan costs.',
  ],
};

/** Greets the user by first name (or "there") and says what it can help with. */
export const GREETING_INTENT: GuideIntent = {
  id: 'greeting',
  greets: true,
  keywords: [
    ['hi', 2],
    ['hello', 2],
    ['hey', 2],
    ['hiya', 2],
    ['howdy', 2],
    ['greetings', 2],
    ['good morning', 2],
    ['good afternoon', 2],
    ['good evening', 2],
  ],
  features: STARTER_FEATURES,
  answer: (ctx: GuideContext) => [
    `Hi ${ctx.firstName ?? 'there'}!`,
    `I can help you${ctx.company ? ` and the ${ctx.company} team` : ''} create personalized AI images, action figures, memes, GIFs and videos.`,
    "Tell me what you'd like to make, or ask about tokens, fonts or pricing.",
  ],
};

const fastTitles = listWords(FAST_FEATURES.map((f) => f.title));
const referenceMb = REFERENCE_IMAGE_MAX_BYTES / (1024 * 1024);

/** Intents about the guide itself, the conversation and general how-to questions. */
export const TOPIC_INTENTS: readonly GuideIntent[] = [
  {
    // Honest about being the built-in guide, but only when asked: elsewhere it simply helps.
    id: 'identity',
    greets: true,
    keywords: [
      [/\b(who|what) are you\b(?! (able|capable|good|doing|working|up))/, 10],
      [/\bare you (an? )?(real|human|person|bot|robot|ai|chat ?gpt|gpt|machine|llm|language model)\b/, 10],
      [
        /\b(am i|are we) (talking|chatting|speaking) (to|with) (an? )?(bot|robot|ai|human|person|machine|real)/,
        10,
      ],
      [/\bis this (an? )?(ai|bot|robot|chat ?gpt|human|real person)\b/, 10],
      [/\b(what|which) (ai |language )?model (are you|do you use|powers you|is this)\b/, 10],
      [/\b(who (made|built|created) you|your name)\b/, 10],
    ],
    features: STARTER_FEATURES,
    answer: () => [
      "I'm the Mergepix built-in guide rather than an AI model: no chat provider is configured on this server, so I answer from the product's own help content.",
      'I can still explain every tool, token, font and price, and point you to the right feature.',
    ],
  },
  GREETING_INTENT,
  {
    id: 'thanks',
    greets: true,
    keywords: [
      ['thanks', 3],
      ['thank you', 3],
      ['thx', 3],
      ['cheers', 2],
      ['bye', 2],
      ['goodbye', 2],
      ['that helps', 2],
      ['awesome', 1],
      ['perfect', 1],
    ],
    features: STARTER_FEATURES,
    answer: (ctx) => [
      `You're welcome${ctx.firstName ? `, ${ctx.firstName}` : ''}!`,
      'Ask me anytime about a tool, a token or pricing, and have fun creating.',
    ],
  },
  {
    // "Tell me more" continues with the tool the previous turn was about.
    id: 'more',
    keywords: [
      ['tell me more', 4],
      ['more tips', 4],
      ['more', 1],
      ['what next', 3],
      ['then what', 3],
      ['and then', 2],
      ['next step', 3],
      ['go on', 3],
      ['details', 1],
    ],
    features: STARTER_FEATURES,
    suggest: (ctx) => {
      const about = ctx.previousFeature ?? ctx.pageFeature;
      return about ? [about.id] : STARTER_FEATURES;
    },
    answer: (ctx) => {
      const about = ctx.previousFeature ?? ctx.pageFeature;
      return about ? describeFeatureFurther(about) : overview();
    },
  },
  {
    // "How do I use this?" on a tool's page is about that tool.
    id: 'this-page',
    keywords: [
      ['this page', 4],
      ['this tool', 4],
      ['this generator', 4],
      ['use this', 3],
      ['what is this', 3],
      ['how does this work', 4],
      ['how does it work', 3],
      ['here', 1],
    ],
    features: STARTER_FEATURES,
    suggest: (ctx) => (ctx.pageFeature ? [ctx.pageFeature.id] : STARTER_FEATURES),
    answer: (ctx) => (ctx.pageFeature ? describeFeature(ctx.pageFeature) : overview()),
  },
  {
    id: 'overview',
    keywords: [
      ['what can you do', 4],
      ['able to do', 4],
      ['capable of', 3],
      ['what can i do', 4],
      ['what can i make', 4],
      ['what can i create', 4],
      ['what is mergepix', 4],
      ['mergepix', 1],
      ['feature', 2],
      ['tool', 2],
      ['get started', 3],
      ['getting started', 3],
      ['how does it work', 4],
      ['how does this work', 4],
      ['where do i start', 4],
      ['editor', 2],
      ['creative studio', 3],
      ['help', 1],
      ['idea', 1],
      ['suggest', 1],
      ['recommend', 1],
    ],
    features: STARTER_FEATURES,
    answer: overview,
  },
  {
    id: 'reference-image',
    keywords: [
      ['reference', 3],
      ['reference image', 2],
      ['upload', 3],
      ['my photo', 2],
      ['own photo', 2],
      ['own image', 2],
      ['my face', 3],
      ['likeness', 3],
      ['look like me', 3],
    ],
    features: ['action-figure', 'cartoon', 'image'],
    answer: () => [
      `Most generators accept an optional reference image: upload a photo up to ${referenceMb}MB and the AI follows its subject, colours or composition.`,
      'A clear, well-lit, front-facing photo gives the most recognisable result.',
      'Action figures and cartoon portraits benefit most from a good reference photo.',
    ],
  },
  {
    id: 'download',
    keywords: [
      ['download', 3],
      ['save', 2],
      ['export', 3],
      ['full size', 3],
      ['png', 2],
      ['jpg', 2],
      ['jpeg', 2],
      ['share', 2],
    ],
    features: ['image', 'meme', 'gif'],
    answer: () => [
      'When a result is ready you can view it full size or download it right from the tool.',
      'Each download is named for what it holds (a PNG as .png, a JPEG as .jpg), and the GIF editor saves a ready-to-send animated GIF.',
      'From there, add it to your email template, landing page or social post.',
    ],
  },
  {
    id: 'speed',
    keywords: [
      ['how long', 3],
      ['slow', 2],
      ['so long', 3],
      ['seconds', 2],
      ['minutes', 2],
      ['stuck', 2],
      ['faster', 2],
      ['quick', 1],
      ['wait', 1],
    ],
    features: FAST_FEATURES.map((f) => f.id).slice(0, 3),
    answer: () => [
      'Most images are ready in about 15 to 30 seconds, and the progress bar shows while generation runs.',
      `For the quickest results, try the tools tagged Fast in the studio: ${fastTitles}.`,
    ],
  },
  {
    id: 'integrations',
    keywords: [
      ['integration', 4],
      ['integrate', 4],
      ['hubspot', 3],
      ['mailchimp', 3],
      ['salesforce', 3],
      ['klaviyo', 3],
      ['crm', 3],
      ['zapier', 3],
      ['connect', 2],
      ['social media', 2],
      ['linkedin', 2],
      ['facebook', 2],
      ['outreach', 2],
    ],
    features: ['live-images', 'gif', 'image'],
    answer: () => [
      `Mergepix lists ${MARKETING_CLAIMS.integrations.value} integrations across email, CRM and outreach platforms, plus social channels such as Facebook and LinkedIn.`,
      'The simplest route is to download your personalized image or GIF and add it to your email template or post.',
    ],
  },
];
