import { MEME_QUICK_TEXTS, MEME_TEMPLATE_COUNT } from '@mergepix/core';
import { START_CREATING_LABEL, type ToolLandingContent } from '@/components/tool-kit/landing/landing-content';

/** Copy of /features/meme-generator. */
export const MEME_CONTENT: ToolLandingContent = {
  slug: 'meme-generator',
  documentTitle: 'AI-Enhanced Meme Generator',
  hero: {
    badge: 'Meme Generator',
    title: 'AI-Enhanced',
    highlight: 'Meme Generator',
    description: `Classic meme formats with captions that greet every reader by name. Pick one of ${MEME_TEMPLATE_COUNT} templates or upload your own picture, write the top and bottom text with tokens like [FIRSTNAME], and let AI restyle the picture if you like.`,
    primaryLabel: 'Make a Meme',
    secondaryLabel: 'Open the Studio',
    stats: [
      { value: String(MEME_TEMPLATE_COUNT), label: 'classic formats' },
      { value: String(MEME_QUICK_TEXTS.length), label: 'quick text templates' },
      { value: '2', label: 'AI models to choose from' },
    ],
  },
  generator: {
    eyebrow: 'Meme generator',
    title: 'Make your meme',
    description:
      'The preview redraws as you type. Sample values fill the tokens here; in the studio they come from your own data.',
  },
  howTo: {
    eyebrow: 'How to create',
    title: 'A meme in four steps',
    description: 'No design tools, no copy-pasting names.',
    steps: [
      {
        icon: 'layers',
        title: 'Pick a picture',
        description: `Choose one of ${MEME_TEMPLATE_COUNT} classic formats, drawn fresh for Mergepix, or upload your own image.`,
      },
      {
        icon: 'user',
        title: 'Write the captions',
        description:
          'Type the top and bottom text, drop in tokens such as [FIRSTNAME], or start from a quick template.',
      },
      {
        icon: 'palette',
        title: 'Style the text',
        description: 'Font, size from 20 to 72, case, text colour and an outline from 0 to 5 pixels.',
      },
      {
        icon: 'download',
        title: 'Generate and download',
        description: 'Generate Meme, then download meme.jpg, ready for an email, a post or a chat.',
      },
    ],
  },
  features: {
    eyebrow: 'Features',
    title: 'Built for personal memes',
    description: 'Everything a classic meme needs, plus the parts that make it about one person.',
    items: [
      {
        icon: 'image',
        title: `${MEME_TEMPLATE_COUNT} classic formats`,
        description:
          'Two buttons, expanding brain, always has been and more, as original artwork with room for captions.',
      },
      {
        icon: 'sparkles',
        title: 'Tokens in every caption',
        description: 'Write [FIRSTNAME] or [COMPANY] once; each reader sees their own name in the picture.',
      },
      {
        icon: 'wand',
        title: 'Optional AI enhancement',
        description:
          'Describe a look and AI restyles the picture; your captions are still drawn word for word.',
      },
      {
        icon: 'palette',
        title: 'What you see is what you get',
        description: 'The live preview is drawn by the same renderer that makes the final image.',
      },
    ],
  },
  useCases: {
    eyebrow: 'Use cases',
    title: 'Where a personal meme lands',
    description: 'A joke with someone’s name in it is hard to scroll past.',
    items: [
      {
        icon: 'mail',
        title: 'Email campaigns',
        description: 'Open with a meme that names the reader and watch the click-through climb.',
      },
      {
        icon: 'users',
        title: 'Team culture',
        description: 'Celebrate launches, birthdays and Friday wins with a meme for each teammate.',
      },
      {
        icon: 'megaphone',
        title: 'Social posts',
        description: 'Turn a product update into a format people already know and share.',
      },
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Questions about the meme generator',
    description: 'Short answers to what people ask most.',
    items: [
      {
        id: 'templates',
        question: 'Are the templates safe to use?',
        answer:
          'Yes. Every template is original artwork drawn in the layout of a well-known format, with no photos of real people and no trademarked characters.',
      },
      {
        id: 'ai',
        question: 'When is AI used?',
        answer:
          'Only when you tick AI enhancement and describe the look you want. Otherwise the captions are drawn on the picture right in your browser.',
      },
      {
        id: 'tokens',
        question: 'How do the tokens work?',
        answer:
          'Tokens such as [FIRSTNAME] are filled from your personalization values before the meme is made. A token without a value is left out and the preview says so.',
      },
      {
        id: 'format',
        question: 'What do I download?',
        answer:
          'A JPEG named meme.jpg, at the picture’s own proportions and up to 1024 pixels on its long edge.',
      },
    ],
  },
  cta: {
    title: 'Make a meme for every reader',
    subtitle: 'Open the studio to use your own token values and every other tool.',
    buttonLabel: START_CREATING_LABEL,
  },
};
