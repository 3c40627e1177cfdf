import { CARTOON_STYLES_INITIAL_COUNT, MARKETING_CLAIMS } from '@mergepix/core';
import {
  type LandingSectionCopy,
  START_CREATING_LABEL,
  type ToolLandingContent,
} from '@/components/tool-kit/landing/landing-content';

const STYLES = `${MARKETING_CLAIMS.cartoonStyles.value}+`;
const TIME = MARKETING_CLAIMS.cartoonTime.value;

/** Copy of /features/cartoon-style. */
export const CARTOON_CONTENT: ToolLandingContent = {
  slug: 'cartoon-style',
  documentTitle: 'Cartoon Style Image Generator',
  hero: {
    badge: 'Cartoon Styles',
    title: 'Transform Images into',
    highlight: 'Cartoon Styles',
    description: `Turn any photo into one of ${STYLES} cartoon looks — classic anime, retro comic, claymation, pop art, pixel art and more — and personalize it for every customer. Each image takes ${TIME}.`,
    primaryLabel: 'Create Your Cartoon',
    secondaryLabel: 'Open the Studio',
    stats: [
      { value: STYLES, label: 'cartoon styles' },
      { value: TIME, label: 'per image' },
      { value: '2', label: 'AI models to choose from' },
    ],
  },
  generator: {
    eyebrow: 'Cartoon generator',
    title: 'Pick a style and cartoonize your photo',
    description:
      'Choose one of the styles, add your own details and a photo, then generate. The sample name shows how captions are personalized for each person.',
  },
  howTo: {
    eyebrow: 'How to create',
    title: 'From photo to cartoon in four steps',
    description: 'No drawing skills needed: the generator writes the style prompt for you.',
    steps: [
      {
        icon: 'palette',
        title: 'Choose a style',
        description: `Start from the first ${CARTOON_STYLES_INITIAL_COUNT} styles or open all of them, or let Surprise Me pick one.`,
      },
      {
        icon: 'camera',
        title: 'Add your photo',
        description: 'Upload a portrait or product shot to restyle, or describe the scene in your own words.',
      },
      {
        icon: 'wand',
        title: 'Fine-tune it',
        description: 'Set the line weight, colour intensity and background, and add a caption with tokens.',
      },
      {
        icon: 'download',
        title: 'Generate and download',
        description: `Wait ${TIME}, view it full size and download cartoon-style.png.`,
      },
    ],
  },
  features: {
    eyebrow: 'Why marketers use it',
    title: 'Cartoons that feel made for each customer',
    description: 'Every style has its own colours, lines and texture, so your campaigns never look generic.',
    items: [
      {
        icon: 'layers',
        title: `${STYLES} distinct styles`,
        description: 'From noir ink to stained glass: each style treats your photo in its own way.',
      },
      {
        icon: 'user',
        title: 'Personal captions',
        description:
          'Put [FIRSTNAME] or [COMPANY] in a caption or in your additions; each person sees their own.',
      },
      {
        icon: 'shuffle',
        title: 'Surprise Me',
        description: 'Stuck for ideas? One click picks a style and adds a playful touch.',
      },
      {
        icon: 'image',
        title: 'Works offline too',
        description: 'Without an AI key, the built-in engine still restyles your photo in the chosen look.',
      },
    ],
  },
  useCases: {
    eyebrow: 'Use cases',
    title: 'Where cartoon images shine',
    description: 'A friendly cartoon gets opened, shared and remembered.',
    items: [
      {
        icon: 'mail',
        title: 'Email headers',
        description: 'Greet each subscriber with a cartoon that carries their name.',
      },
      {
        icon: 'users',
        title: 'Team pages',
        description: 'Give every colleague a matching cartoon avatar in one house style.',
      },
      {
        icon: 'share',
        title: 'Social posts',
        description: 'Stand out in busy feeds with bold pop art or neon looks.',
      },
      {
        icon: 'gift',
        title: 'Customer thank-yous',
        description: 'Send a personal storybook-style thank-you after a purchase.',
      },
      {
        icon: 'megaphone',
        title: 'Event invitations',
        description: 'Turn speakers and hosts into comic heroes on your invitations.',
      },
      {
        icon: 'star',
        title: 'Loyalty rewards',
        description: 'Reward loyal customers with a cartoon portrait in their favourite style.',
      },
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Questions about cartoon styles',
    description: 'Short answers to what people ask before their first cartoon.',
    items: [
      {
        id: 'cartoon-time',
        question: 'How long does one image take?',
        answer: `Usually ${TIME} with an AI model. The built-in offline engine answers in about a second.`,
      },
      {
        id: 'cartoon-photo',
        question: 'Do I need a photo?',
        answer:
          'No. Without a photo, the style and your custom additions describe the picture. With one, the style is applied to your photo.',
      },
      {
        id: 'cartoon-custom',
        question: 'Can I write my own style?',
        answer:
          'Yes. Click the selected style again to clear it and type your own prompt in Custom Additions, or add details on top of any style.',
      },
      {
        id: 'cartoon-personalize',
        question: 'How does personalization work?',
        answer:
          'Tokens such as [FIRSTNAME] in the caption or additions are replaced by each person’s values before the image is made.',
      },
    ],
  },
  cta: {
    title: 'Ready to cartoonize your campaign?',
    subtitle: 'Open the studio to make cartoon images for every customer on your list.',
    buttonLabel: START_CREATING_LABEL,
  },
};

/** The styles section: the first 8 of the 20+ styles, shown as a gallery. */
export const CARTOON_GALLERY: LandingSectionCopy = {
  eyebrow: `${STYLES} styles`,
  title: 'A look for every campaign',
  description: `Here are the first ${CARTOON_STYLES_INITIAL_COUNT}; open the generator to see all of them. Each image takes ${TIME}.`,
};
