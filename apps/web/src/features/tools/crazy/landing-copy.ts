import { START_CREATING_LABEL, type ToolLandingContent } from '@/components/tool-kit/landing/landing-content';

/** Copy of /features/crazy-image. */
export const CRAZY_CONTENT: ToolLandingContent = {
  slug: 'crazy-image',
  documentTitle: 'Crazy Image Generator',
  hero: {
    badge: 'Crazy Image',
    title: 'Crazy Image Generator:',
    highlight: 'Break the Rules of Reality',
    description:
      'Stained-glass giraffes, pancake skylines, octopus DJs. Describe something impossible, turn the intensity up, and put each customer’s name right in the middle of it.',
    primaryLabel: 'Make Something Weird',
    secondaryLabel: 'Open the Studio',
    stats: [
      { value: '0–100%', label: 'intensity, mild to unhinged' },
      { value: '6', label: 'wild ideas to start from' },
      { value: '5', label: 'picture shapes' },
    ],
  },
  generator: {
    eyebrow: 'Crazy image generator',
    title: 'Dream up something impossible',
    description:
      'Write a prompt or use one of the ideas, set how far reality should bend, and generate. The sample name shows how each image greets its reader.',
  },
  howTo: {
    eyebrow: 'How to create',
    title: 'Four steps to the surreal',
    description: 'No art skills needed, only a slightly strange imagination.',
    steps: [
      {
        icon: 'sparkles',
        title: 'Describe the impossible',
        description: 'Type a scene that could never happen, or press Use beside one of the wild ideas.',
      },
      {
        icon: 'shuffle',
        title: 'Set the intensity',
        description: 'From a tidy, mirrored pop-art print at Mild to clashing, twisted chaos at Unhinged.',
      },
      {
        icon: 'user',
        title: 'Personalize it',
        description:
          'Add [FIRSTNAME] or [COMPANY] to the prompt or the big caption. Each customer gets their own.',
      },
      {
        icon: 'download',
        title: 'Generate and download',
        description: 'Open the result full size, download it, or make it an image that greets every reader.',
      },
    ],
  },
  features: {
    eyebrow: 'Features',
    title: 'Controlled chaos',
    description: 'Everything you need to make a picture nobody scrolls past.',
    items: [
      {
        icon: 'wand',
        title: 'Intensity dial',
        description: 'One slider decides how surreal it gets, and the prompt is rewritten to match.',
      },
      {
        icon: 'camera',
        title: 'Your photo, twisted',
        description: 'Add a photo and it is mirrored, spun and recoloured into the madness.',
      },
      {
        icon: 'megaphone',
        title: 'A big caption',
        description: 'A bold line across the picture, such as “Hi [FIRSTNAME]!”, filled in for every reader.',
      },
      {
        icon: 'layers',
        title: 'Any shape',
        description: 'Square for social, wide for e-mail banners, tall for stories.',
      },
    ],
  },
  useCases: {
    eyebrow: 'Use cases',
    title: 'When normal won’t get noticed',
    description: 'Surreal pictures stop the scroll. Put the reader inside one.',
    items: [
      {
        icon: 'mail',
        title: 'Subject-line payoffs',
        description: 'Open the e-mail to find the reader’s name on a flying whale. Worth the click.',
      },
      {
        icon: 'share',
        title: 'Social posts',
        description: 'Thumb-stopping images that invite followers to ask for their own.',
      },
      {
        icon: 'gift',
        title: 'April Fools and holidays',
        description: 'A once-a-year campaign where the strangest picture wins.',
      },
      {
        icon: 'rocket',
        title: 'Product launches',
        description: 'Announce something new with a picture as bold as the news.',
      },
      {
        icon: 'users',
        title: 'Community and events',
        description: 'A surreal badge or poster for every attendee of the meetup.',
      },
      {
        icon: 'trophy',
        title: 'Contests',
        description: 'Reward the weirdest entry with an even weirder picture of the winner’s name.',
      },
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Crazy image questions',
    description: 'The sane parts, answered.',
    items: [
      {
        id: 'crazy-intensity',
        question: 'What does the intensity do?',
        answer:
          'It adds a description of how surreal the picture should be to your prompt, from slightly odd to completely unhinged, and the offline engine twists the picture harder as it rises.',
      },
      {
        id: 'crazy-personalize',
        question: 'How is each image personalized?',
        answer:
          'Tokens such as [FIRSTNAME] in the prompt or the caption are filled in with the customer’s details before the image is made. This page uses sample values.',
      },
      {
        id: 'crazy-offline',
        question: 'What happens when no AI model is available?',
        answer:
          'The Mergepix offline engine draws the picture instead, mirroring your photo or bold shapes into a kaleidoscope, and the result says so plainly.',
      },
      {
        id: 'crazy-models',
        question: 'Which AI models can I use?',
        answer: 'DALL-E 3 and Gemini AI. DALL-E 3 is selected by default and you can switch at any time.',
      },
    ],
  },
  cta: {
    title: 'Ready to make reality a little stranger?',
    subtitle: 'Open the studio and give every customer an impossible picture with their name in it.',
    buttonLabel: START_CREATING_LABEL,
  },
};
