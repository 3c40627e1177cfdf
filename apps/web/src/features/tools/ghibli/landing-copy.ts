import { GHIBLI_ELEMENTS, GHIBLI_SCENE_TYPES, GHIBLI_TIMES, GHIBLI_WEATHER } from '@mergepix/core';
import { START_CREATING_LABEL, type ToolLandingContent } from '@/components/tool-kit/landing/landing-content';
import type { MoodGalleryCopy } from './sample-gallery';

/** The section of one countryside painted four ways. */
export const GHIBLI_MOODS: MoodGalleryCopy = {
  eyebrow: 'One scene, four moods',
  title: 'The options paint the picture',
  description:
    'The same countryside with only the time of day, the weather and the elements changed — painted offline by the Mergepix engine, no AI key needed.',
};

/** Copy of /features/ghibli-style. */
export const GHIBLI_CONTENT: ToolLandingContent = {
  slug: 'ghibli-style',
  documentTitle: 'Studio Ghibli Style Image Creator',
  hero: {
    badge: 'Ghibli-Style Scenes',
    title: 'Studio Ghibli Style',
    highlight: 'Image Creator',
    description:
      'Paint hand-drawn, whimsical worlds — floating castles, seaside towns, rainy forest paths — and put your customer in the story, their name on a little wooden sign.',
    primaryLabel: 'Create a Ghibli Scene',
    secondaryLabel: 'Open the Studio',
    stats: [
      { value: String(GHIBLI_SCENE_TYPES.length), label: 'scene types' },
      { value: `${GHIBLI_TIMES.length} × ${GHIBLI_WEATHER.length}`, label: 'times of day × skies' },
      { value: String(GHIBLI_ELEMENTS.length), label: 'magical elements' },
    ],
  },
  generator: {
    eyebrow: 'Ghibli scene generator',
    title: 'Paint your Ghibli-style scene',
    description:
      'Describe a moment, or build one from the options. The sample name shows how the scene is personalized for the person who receives it.',
  },
  howTo: {
    eyebrow: 'How to create',
    title: 'From a daydream to a painted scene in four steps',
    description: 'Write as much or as little as you like: the options fill in the rest of the prompt.',
    steps: [
      {
        icon: 'sparkles',
        title: 'Describe the moment',
        description:
          'Write a line about the scene, press Random scene, or use one of the five inspiration prompts.',
      },
      {
        icon: 'palette',
        title: 'Set the mood',
        description:
          'Choose the scene type, the time of day, the weather and a few magical elements such as lanterns or glowing plants.',
      },
      {
        icon: 'user',
        title: 'Add a personal character',
        description:
          'Tick the personalized character and the first name of each customer appears in the scene, painted on a sign.',
      },
      {
        icon: 'download',
        title: 'Generate and download',
        description: 'Pick Gemini AI or DALL-E 3, generate, view it full size and download a PNG.',
      },
    ],
  },
  features: {
    eyebrow: 'Why it works',
    title: 'Storybook scenes, made for one person at a time',
    description: 'Soft light, painted skies and small details that make people stop scrolling.',
    items: [
      {
        icon: 'image',
        title: 'Hand-painted look',
        description:
          'Watercolor skies, layered hills and warm light in the spirit of classic animated films.',
      },
      {
        icon: 'wand',
        title: 'Options that steer the picture',
        description:
          'Every choice — scene, hour, weather, elements, character — goes into the prompt, and the picture follows it.',
      },
      {
        icon: 'camera',
        title: 'Start from a photo',
        description: 'Upload a reference photo and it is repainted in soft, flat, warm tones.',
      },
      {
        icon: 'users',
        title: 'A name in every scene',
        description:
          'Tokens such as [FIRSTNAME] are filled from each customer’s details before the image is made.',
      },
    ],
  },
  useCases: {
    eyebrow: 'Use cases',
    title: 'Where a painted scene helps',
    description: 'Gentle, memorable pictures for moments that deserve more than a stock photo.',
    items: [
      {
        icon: 'mail',
        title: 'Welcome emails',
        description: 'Greet new customers with a scene where their name waits on a signpost by the path.',
      },
      {
        icon: 'calendar',
        title: 'Seasonal greetings',
        description: 'Cherry blossoms in spring, falling leaves in autumn, snow for the holidays.',
      },
      {
        icon: 'gift',
        title: 'Thank-you cards',
        description: 'A calm, hand-painted thank-you that feels made for one person, because it was.',
      },
      {
        icon: 'share',
        title: 'Social posts',
        description: 'Eye-catching illustrations for stories and feeds without booking an illustrator.',
      },
      {
        icon: 'megaphone',
        title: 'Campaign heroes',
        description:
          'A consistent painted world for a launch, from the newsletter banner to the landing page.',
      },
      {
        icon: 'star',
        title: 'Loyalty moments',
        description: 'Celebrate anniversaries and milestones with a scene that tells the customer’s story.',
      },
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Questions about Ghibli-style scenes',
    description: 'What the generator does, and what it does not.',
    items: [
      {
        id: 'affiliation',
        question: 'Is this made by or affiliated with Studio Ghibli?',
        answer:
          'No. The generator paints original scenes inspired by the look of hand-drawn animation. It does not copy films, characters or frames, and the inspiration prompts are our own.',
      },
      {
        id: 'options',
        question: 'Do I have to write a description?',
        answer:
          'No. Pick a scene type, a time of day, a weather or a few elements and the prompt is built from them. Whatever you do write is kept word for word, with the options added after it.',
      },
      {
        id: 'name',
        question: 'How does the personalized character work?',
        answer:
          'Tick "Include a personalized character" and the Character Name (the first-name token by default) is written into the prompt and onto a small wooden sign in the scene, filled in for each customer.',
      },
      {
        id: 'offline',
        question: 'What happens without an AI key?',
        answer:
          'The offline Mergepix engine paints the scene itself from your options — sky, landscape, weather, elements and the name sign — and the result says plainly that it was made offline.',
      },
      {
        id: 'time',
        question: 'How long does an image take?',
        answer: 'AI models usually answer in 15-30 seconds; the offline engine takes about a second.',
      },
    ],
  },
  cta: {
    title: 'Ready to paint your first scene?',
    subtitle: 'Open the studio to make Ghibli-style scenes with your own customers’ names.',
    buttonLabel: START_CREATING_LABEL,
  },
};
