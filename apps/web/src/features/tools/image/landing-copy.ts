import { START_CREATING_LABEL, type ToolLandingContent } from '@/components/tool-kit/landing/landing-content';

/** Copy of /features/ai-image. */
export const AI_IMAGE_CONTENT: ToolLandingContent = {
  slug: 'ai-image',
  documentTitle: 'AI Image Generator',
  hero: {
    badge: 'AI Image Generator',
    title: 'Create AI Images',
    highlight: 'Personalized for Every Customer',
    description:
      'Describe the picture, drop in [FIRSTNAME] or [COMPANY], and generate. Prompt ideas help you start, and every image can greet its reader by name.',
    primaryLabel: 'Write a Prompt',
    secondaryLabel: 'Open the Studio',
    stats: [
      { value: '5', label: 'picture shapes' },
      { value: '2', label: 'AI models to choose from' },
      { value: '1 click', label: 'for prompt ideas' },
    ],
  },
  generator: {
    eyebrow: 'AI image generator',
    title: 'From prompt to picture',
    description:
      'Type what you want to see or ask for ideas, choose a style and a shape, and generate. The sample values show how tokens are filled in.',
  },
  howTo: {
    eyebrow: 'How to create',
    title: 'A personalized image in four steps',
    description: 'Write it once; every customer gets their own.',
    steps: [
      {
        icon: 'sparkles',
        title: 'Write a prompt',
        description: 'Describe the scene, the mood and the style. Stuck? Press Suggest prompts.',
      },
      {
        icon: 'user',
        title: 'Add tokens',
        description:
          'Put [FIRSTNAME] or [COMPANY] where the name belongs. They are filled in before generating.',
      },
      {
        icon: 'palette',
        title: 'Pick style, shape and model',
        description: 'Choose a style, square, wide or tall, and DALL-E 3 or Gemini AI.',
      },
      {
        icon: 'download',
        title: 'Generate and download',
        description:
          'Open it full size, download it, or turn it into an e-mail image that greets every reader.',
      },
    ],
  },
  features: {
    eyebrow: 'Features',
    title: 'A prompt box that helps',
    description: 'More than a text field and a button.',
    items: [
      {
        icon: 'wand',
        title: 'Prompt ideas',
        description:
          'Three fresh takes on what you typed: a styled one, a personal one and an e-mail banner.',
      },
      {
        icon: 'user',
        title: 'Tokens everywhere',
        description: 'Type them, pick them from the menu, or drag them in from the studio’s token panel.',
      },
      {
        icon: 'camera',
        title: 'Reference images',
        description: 'Give the model a photo to follow for colours, layout or likeness.',
      },
      {
        icon: 'layers',
        title: 'The right shape',
        description: 'Square for social, 16:9 for banners, 9:16 for stories, 4:3 and 3:4 in between.',
      },
    ],
  },
  useCases: {
    eyebrow: 'Use cases',
    title: 'One prompt, a thousand pictures',
    description: 'Wherever a generic stock photo would go, put a picture made for the reader.',
    items: [
      {
        icon: 'mail',
        title: 'E-mail headers',
        description: 'A banner with the reader’s name in the scene instead of a stock photo.',
      },
      {
        icon: 'share',
        title: 'Social campaigns',
        description: 'Shareable images in the right shape for every network.',
      },
      {
        icon: 'gift',
        title: 'Seasonal greetings',
        description: 'Holiday cards and birthday wishes with each customer’s name painted in.',
      },
      {
        icon: 'megaphone',
        title: 'Announcements',
        description: 'Launches and sales with a picture that speaks to each reader.',
      },
      {
        icon: 'users',
        title: 'Account-based marketing',
        description: 'Pictures for a target company with [COMPANY] on the sign.',
      },
      {
        icon: 'calendar',
        title: 'Event invitations',
        description: 'Invitations that show the guest’s name on the venue’s marquee.',
      },
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'AI image questions',
    description: 'Answers before your first prompt.',
    items: [
      {
        id: 'ai-image-tokens',
        question: 'How do tokens work in a prompt?',
        answer:
          'Write [FIRSTNAME], [LASTNAME], [COMPANY] or [EMAIL] where the detail belongs. They are filled in with each customer’s values before the image is made; the prompt preview shows the filled text.',
      },
      {
        id: 'ai-image-ideas',
        question: 'Where do the prompt ideas come from?',
        answer:
          'From a writing model when one is available, otherwise from built-in templates. They build on what you typed and keep your tokens, so applying one keeps the image personal.',
      },
      {
        id: 'ai-image-models',
        question: 'Which AI models can I use?',
        answer: 'DALL-E 3 and Gemini AI. Gemini AI is selected by default and you can switch at any time.',
      },
      {
        id: 'ai-image-offline',
        question: 'What if no AI model is available?',
        answer:
          'The Mergepix offline engine draws the scene your prompt describes instead (its people, animals and things, the place, the time of day and the colours), in front of your reference image if you gave one, and the result says plainly that it was made offline.',
      },
    ],
  },
  cta: {
    title: 'Ready to give every customer their own picture?',
    subtitle:
      'Open the studio and generate images with names, companies and more, filled in for each reader.',
    buttonLabel: START_CREATING_LABEL,
  },
};
