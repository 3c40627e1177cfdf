import {
  type FigureLandingContent,
  START_CREATING_LABEL,
} from '@/components/tool-kit/landing/landing-content';

/**
 * The music set's headline count (docs/product.md#features-hub-and-landing-pages: copy says 30+ while the
 * list is shorter).
 */
export const MUSIC_COUNT_CLAIM = '30+';

/** Copy of /features/music-star-action-figures. */
export const MUSIC_CONTENT: FigureLandingContent = {
  set: 'music',
  slug: 'music-figures',
  documentTitle: 'Music Star Action Figures',
  hero: {
    badge: 'NEW FEATURE',
    badgeIsNew: true,
    title: 'Make Every Fan a',
    highlight: 'Music Star Action Figure',
    description: `Disco, rock, pop, hip-hop and more: choose from ${MUSIC_COUNT_CLAIM} original music star characters and put your customer's name in lights on a collectible figure.`,
    primaryLabel: 'Create Your Music Star',
    secondaryLabel: 'Open the Studio',
    stats: [
      { value: MUSIC_COUNT_CLAIM, label: 'music star characters' },
      { value: '2', label: 'AI models to choose from' },
      { value: '1 click', label: 'to randomize a figure' },
    ],
  },
  generator: {
    eyebrow: 'Music star generator',
    title: 'Build your music star figure',
    description:
      'Choose a star, add stage gear and a pose, then generate. The sample name shows how each figure is made for the person who receives it.',
  },
  howTo: {
    eyebrow: 'How to create',
    title: 'Headline act in four steps',
    description: 'The generator turns your choices into a detailed prompt, so all you do is pick and press.',
    steps: [
      {
        icon: 'music',
        title: 'Choose a star',
        description: 'From disco divas to hip-hop MCs, pick the sound that fits your audience.',
      },
      {
        icon: 'user',
        title: 'Add the personal touch',
        description:
          'Write custom details, add instruments and props, drop elements you don’t want and pick a stage pose.',
      },
      {
        icon: 'wand',
        title: 'Pick the AI model',
        description: 'Generate with DALL-E 3 or Gemini AI, optionally guided by a reference image.',
      },
      {
        icon: 'download',
        title: 'Generate and share',
        description: 'View the figure full size and download the PNG for your email, post or print.',
      },
    ],
  },
  features: {
    eyebrow: 'Features',
    title: 'Built for the spotlight',
    description: 'Every star arrives with packaging, props and poses that match their genre.',
    items: [
      {
        icon: 'package',
        title: 'Genre-true packaging',
        description:
          'Glitter boxes, tour-poster cards and stage-light backdrops that say which decade the star belongs to.',
      },
      {
        icon: 'star',
        title: 'Stage props and poses',
        description:
          'Microphones, guitars, turntables and more, plus poses from the power stance to the mid-air leap.',
      },
      {
        icon: 'camera',
        title: 'Reference images',
        description: 'Upload a photo to steer the look. Your recent uploads stay in your browser for reuse.',
      },
      {
        icon: 'shuffle',
        title: 'Randomize for inspiration',
        description: 'Let the generator pick a star and a few props when you want a surprise encore.',
      },
    ],
  },
  featured: {
    eyebrow: 'Featured stars',
    title: 'Tonight’s line-up',
    description: `Four of the ${MUSIC_COUNT_CLAIM} music star characters. All original, none of them a real performer.`,
    display: 'grid',
    exploreLabel: 'Explore All Music Stars',
    items: [
      {
        id: 'disco-diva',
        title: 'Disco Diva',
        tagline: 'Gold jumpsuit, flared legs, feathered hair and a glittering microphone.',
        artLabel:
          'Toy figure in a gold jumpsuit with big feathered hair, holding a microphone under a mirror ball',
      },
      {
        id: 'rock-guitar-hero',
        title: 'Rock Guitar Hero',
        tagline: 'Teased hair, a denim vest and a pointy neon-pink guitar.',
        artLabel: 'Toy rocker with long blond hair and a denim vest, playing a pointed pink electric guitar',
      },
      {
        id: 'pop-idol',
        title: 'Pop Idol',
        tagline: 'Holographic jacket, platform sneakers and a bubblegum-pink mic.',
        artLabel:
          'Toy pop star in a shiny jacket and silver trousers with pink sneakers and a pink microphone',
      },
      {
        id: 'hip-hop-mc',
        title: 'Hip-Hop MC',
        tagline: 'Color-block tracksuit, bucket hat, gold chain and fresh high-tops.',
        artLabel: 'Toy MC in a red and blue tracksuit with a bucket hat, a gold chain and a microphone',
      },
    ],
  },
  useCases: {
    eyebrow: 'Use cases',
    title: 'Where music star figures hit the right note',
    description: 'Fans love to see themselves on stage. These campaigns make the most of it.',
    items: [
      {
        icon: 'mail',
        title: 'Email campaigns',
        description: 'Lead with a figure of the reader as a star and give them a reason to open.',
      },
      {
        icon: 'calendar',
        title: 'Concerts and festivals',
        description: 'Personal figures for ticket holders make the countdown to the show part of the fun.',
      },
      {
        icon: 'share',
        title: 'Social media',
        description: 'Shareable star figures that turn your followers into the headline act.',
      },
      {
        icon: 'megaphone',
        title: 'Album and product launches',
        description: 'Announce something new with a figure that puts the customer on the cover.',
      },
      {
        icon: 'gift',
        title: 'Birthdays and thank-yous',
        description: 'A collectible star figure says “you rock” better than any coupon.',
      },
      {
        icon: 'trophy',
        title: 'Contests and rewards',
        description: 'Reward top fans, karaoke winners or loyalty members with a figure of their own.',
      },
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Music star questions',
    description: 'What you need to know before you take the stage.',
    items: [
      {
        id: 'music-genres',
        question: 'Which music styles are covered?',
        answer: `${MUSIC_COUNT_CLAIM} characters across disco, rock, pop, hip-hop, country, jazz, metal, electronic and more. The generator shows eight at first; Show All Characters reveals the rest.`,
      },
      {
        id: 'music-real-artists',
        question: 'Can I make a figure of a famous musician?',
        answer:
          'The characters are original genre archetypes, not real performers. Add your own details, or a reference photo you have the rights to, to make a figure of your customer.',
      },
      {
        id: 'music-models',
        question: 'Which AI models are available?',
        answer: 'DALL-E 3 and Gemini AI. Gemini AI is the default; try both and keep the take you like best.',
      },
      {
        id: 'music-use',
        question: 'Can I use the figures in campaigns?',
        answer:
          'Yes. Download the PNG and use it in emails, social posts, landing pages or print. Plans include commercial licensing.',
      },
    ],
  },
  cta: {
    title: 'Ready to put your customers on stage?',
    subtitle:
      'Open the studio and give every fan on your list a music star figure with their name on the box.',
    buttonLabel: START_CREATING_LABEL,
  },
};
