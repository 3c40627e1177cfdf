import { MARKETING_CLAIMS, QUICK_ACCESSORIES } from '@mergepix/core';
import {
  type ActionFiguresContent,
  START_CREATING_LABEL,
} from '@/components/tool-kit/landing/landing-content';

const STYLES = MARKETING_CLAIMS.actionFigurePageStyles.value;

/** Copy of /features/action-figures. */
export const ACTION_FIGURES_CONTENT: ActionFiguresContent = {
  slug: 'action-figures',
  documentTitle: 'Action Figure Creator',
  hero: {
    badge: 'Action Figure Creator',
    title: 'Turn Every Customer Into a',
    highlight: 'Collectible Action Figure',
    description: `Their name, company and job title, printed on the packaging of a figure made just for them. Choose from ${STYLES} styles — blister packs, window boxes, bobbleheads and more — and add the accessories that fit the job.`,
    primaryLabel: 'Create Your Figure',
    secondaryLabel: 'Open the Studio',
    stats: [
      { value: STYLES, label: 'figure styles' },
      { value: String(QUICK_ACCESSORIES.length), label: 'one-click accessories' },
      { value: '2', label: 'AI models to choose from' },
    ],
  },
  generator: {
    eyebrow: 'Action figure creator',
    title: 'Design your action figure',
    description:
      'Choose a style, fill in the details and generate. Sample values show how name, company and title land on the box.',
  },
  howTo: {
    eyebrow: 'How to create',
    title: 'Your figure in four steps',
    description: 'Everything happens in the creator above; no design skills needed.',
    steps: [
      {
        icon: 'layers',
        title: 'Choose a style',
        description: `Start from one of ${STYLES} styles, from a classic blister pack to a brick-built minifigure.`,
      },
      {
        icon: 'user',
        title: 'Add the details',
        description: 'Enter a name, company and job title, pick package colors and describe anything extra.',
      },
      {
        icon: 'swords',
        title: 'Pick accessories',
        description: 'Tap the quick accessories or type your own, then choose DALL-E 3 or Gemini AI.',
      },
      {
        icon: 'download',
        title: 'Generate and download',
        description: 'Create the figure, view it full size and download the PNG.',
      },
    ],
  },
  details: {
    eyebrow: 'Packaging & accessories',
    title: 'The details that make it collectible',
    description: 'A great action figure is more than the figure. These are the finishing touches.',
    packaging: {
      icon: 'package',
      title: 'Packaging that shows the name',
      description:
        'Every style comes with its own packaging — a blister card, a foil-lettered window box, a vintage cardback or a display case — with the name, company and title printed where a collector would look first.',
    },
    accessories: {
      icon: 'swords',
      title: 'Accessories for every job',
      description: `${QUICK_ACCESSORIES.length} quick picks (${QUICK_ACCESSORIES.slice(0, 4)
        .join(', ')
        .toLowerCase()} and more) sit beside the figure in molded compartments. Add your own for any profession, or let Randomize surprise you.`,
    },
  },
  gallery: {
    eyebrow: 'Styles',
    title: `${STYLES} styles to choose from`,
    description:
      'Every style below is ready in the creator, each with its own packaging and accessories. Pick the one that suits your brand.',
    showcaseTitle: 'Ways to show it off',
  },
  useCases: {
    eyebrow: 'Use cases',
    title: 'Where action figures make an impression',
    description: 'A figure with someone’s own name on it is hard to ignore.',
    items: [
      {
        icon: 'users',
        title: 'Employee recognition',
        description: 'Celebrate promotions, work anniversaries and new hires with a figure of the hero.',
      },
      {
        icon: 'gift',
        title: 'Client gifts and onboarding',
        description: 'Welcome a new account with a figure of their champion, company name on the box.',
      },
      {
        icon: 'mail',
        title: 'Email campaigns',
        description: 'Personalized figures in the first screen of an email give readers a reason to scroll.',
      },
      {
        icon: 'calendar',
        title: 'Events and trade shows',
        description: 'Generate figures for attendees and speakers and share them before and after the event.',
      },
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Action figure questions',
    description: 'The essentials about styles, details and use.',
    items: [
      {
        id: 'af-styles',
        question: 'How many styles can I choose from?',
        answer: `${STYLES}, including blister packs, deluxe boxes, vintage cardbacks, trading cards, bobbleheads, vinyl collectibles, chibi figures and brick minifigures.`,
      },
      {
        id: 'af-details',
        question: 'What can I personalize?',
        answer:
          'The name, company and job title on the packaging, the package colors, the accessories and any extra details you describe. A reference image can guide the likeness.',
      },
      {
        id: 'af-models',
        question: 'Which AI models are available?',
        answer: 'DALL-E 3 and Gemini AI. Gemini AI is selected by default; switch with one click.',
      },
      {
        id: 'af-use',
        question: 'Can I use the figures commercially?',
        answer:
          'Yes. Download the PNG and use it in emails, social posts and print. All plans include commercial licensing.',
      },
    ],
  },
  cta: {
    title: 'Ready to make your customers collectible?',
    subtitle:
      'Open the studio and create an action figure for everyone on your list, their details on the box.',
    buttonLabel: START_CREATING_LABEL,
  },
};
