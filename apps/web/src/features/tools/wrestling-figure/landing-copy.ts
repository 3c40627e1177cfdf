import {
  type FigureLandingContent,
  START_CREATING_LABEL,
} from '@/components/tool-kit/landing/landing-content';

/** The wrestling set's headline count (docs/product.md#features-hub-and-landing-pages: 30+). */
export const WRESTLING_COUNT_CLAIM = '30+';

/**
 * Copy of /features/wrestling-action-figures; its h1 is fixed
 * (docs/product.md#features-hub-and-landing-pages).
 */
export const WRESTLING_CONTENT: FigureLandingContent = {
  set: 'wrestling',
  slug: 'wrestling-figures',
  documentTitle: 'Wrestling Legend Action Figures',
  hero: {
    badge: 'Wrestling Figures',
    title: 'Wrestling Legend',
    highlight: 'Action Figures',
    description: `Masked high-flyers, gold-belt champions and brawlers with attitude: ${WRESTLING_COUNT_CLAIM} original legends ready to step into the ring with your customer's name on the box.`,
    primaryLabel: 'Create Your Legend',
    secondaryLabel: 'Open the Studio',
    stats: [
      { value: WRESTLING_COUNT_CLAIM, label: 'wrestling legends' },
      { value: '2', label: 'AI models to choose from' },
      { value: '1 click', label: 'to randomize a figure' },
    ],
  },
  generator: {
    eyebrow: 'Wrestling figure generator',
    title: 'Build your wrestling legend',
    description:
      'Pick a legend, add ring gear and a signature pose, then generate. The sample name shows how each figure is personalized.',
  },
  howTo: {
    eyebrow: 'How to create',
    title: 'Into the ring in four steps',
    description: 'Choose a legend, customize, generate and download — the generator writes the prompt.',
    steps: [
      {
        icon: 'trophy',
        title: 'Choose a legend',
        description: 'Pick from masked luchadores, champions, high-flyers and more, or hit Randomize.',
      },
      {
        icon: 'user',
        title: 'Customize the gear',
        description:
          'Add belts, chairs or capes, remove what you don’t need and choose a pose. The first name goes on the box.',
      },
      {
        icon: 'wand',
        title: 'Pick the AI model',
        description: 'DALL-E 3 is selected by default; switch to Gemini AI or add a reference image.',
      },
      {
        icon: 'download',
        title: 'Generate and download',
        description: 'See the figure full size and download the PNG for your next main event.',
      },
    ],
  },
  features: {
    eyebrow: 'Features',
    title: 'Championship details',
    description: 'Every legend comes with packaging, ring gear and poses that match their style.',
    items: [
      {
        icon: 'package',
        title: 'Arena-ready packaging',
        description:
          'Bold boxes with ring-rope graphics and flashy nameplates, just like the shelf at the toy store.',
      },
      {
        icon: 'swords',
        title: 'Ring gear and signature poses',
        description: 'Title belts, masks, capes and entrance poses for every legend in the roster.',
      },
      {
        icon: 'camera',
        title: 'Reference images',
        description: 'Upload a photo to shape the likeness; recent uploads are kept in your browser.',
      },
      {
        icon: 'shuffle',
        title: 'Randomize',
        description: 'Let the generator book the match: a random legend with a couple of accessories.',
      },
    ],
  },
  featured: {
    eyebrow: 'Featured legends',
    title: 'Tonight’s main card',
    description: `Four of the ${WRESTLING_COUNT_CLAIM} legends on the roster. All original characters, none of them real wrestlers.`,
    display: 'carousel',
    exploreLabel: 'Explore All Legends',
    items: [
      {
        id: 'masked-luchador',
        title: 'The Masked Luchador',
        tagline: 'Turquoise and gold mask with flame eyeholes, sequined tights and a flowing cape.',
        artLabel: 'Toy wrestler in a turquoise mask with gold flames and a gold cape, in front of ring ropes',
      },
      {
        id: 'heavyweight-champion',
        title: 'Heavyweight Champion',
        tagline: 'Black trunks, kneepads and a giant gold title belt over one shoulder.',
        artLabel: 'Muscular toy wrestler in black trunks with a big gold belt over his shoulder',
      },
      {
        id: 'high-flyer',
        title: 'The High-Flyer',
        tagline: 'Electric-blue tights with white wings, taped wrists and bendable knees.',
        artLabel:
          'Lean toy wrestler in blue tights with white wing shapes, jumping in front of wing graphics',
      },
      {
        id: 'brawler',
        title: 'The Brawler',
        tagline: 'Scraggly beard, a ripped black tank top and fists taped for trouble.',
        artLabel: 'Bearded toy wrestler with a scowl, a ripped black tank top, jeans and taped fists',
      },
    ],
  },
  useCases: {
    eyebrow: 'Use cases',
    title: 'Where wrestling figures score the pin',
    description: 'Big personalities, big reactions. Bring that energy to your campaigns.',
    items: [
      {
        icon: 'mail',
        title: 'Email campaigns',
        description: 'Announce the main event with the reader as the headliner.',
      },
      {
        icon: 'calendar',
        title: 'Live events and viewing parties',
        description: 'Send ticket holders and guests a legend figure before the bell rings.',
      },
      {
        icon: 'share',
        title: 'Social media',
        description: 'Face-off posts and “choose your legend” threads that fans love to share.',
      },
      {
        icon: 'users',
        title: 'Team challenges',
        description: 'Crown the winner of the sales contest with a championship figure.',
      },
      {
        icon: 'gift',
        title: 'Fan gifts',
        description: 'A personal figure turns a birthday message into a title-belt moment.',
      },
      {
        icon: 'trophy',
        title: 'Loyalty tiers',
        description: 'Each tier unlocks a new legend, so members keep climbing the rankings.',
      },
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Wrestling figure questions',
    description: 'Everything you need before the opening bell.',
    items: [
      {
        id: 'wrestling-count',
        question: 'How many legends are on the roster?',
        answer: `${WRESTLING_COUNT_CLAIM}. The generator shows eight first; Show All Legends reveals the rest.`,
      },
      {
        id: 'wrestling-real',
        question: 'Are these real wrestlers?',
        answer:
          'No. Every legend is an original archetype inspired by the style of classic ring figures, not by any real wrestler or promotion.',
      },
      {
        id: 'wrestling-models',
        question: 'Which AI models can I use?',
        answer: 'DALL-E 3, selected by default, and Gemini AI. Switch between them with one click.',
      },
      {
        id: 'wrestling-personalize',
        question: 'How is each figure personalized?',
        answer:
          'The first-name token is added to the prompt, so each figure is made with the recipient’s name. This page uses a sample name.',
      },
    ],
  },
  cta: {
    title: 'Ready for the main event?',
    subtitle: 'Open the studio and make a wrestling legend figure for every customer, name on the box.',
    buttonLabel: START_CREATING_LABEL,
  },
};
