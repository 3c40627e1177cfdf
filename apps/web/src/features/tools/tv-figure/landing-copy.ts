import { MARKETING_CLAIMS } from '@mergepix/core';
import {
  type FigureLandingContent,
  START_CREATING_LABEL,
} from '@/components/tool-kit/landing/landing-content';

const COUNT = MARKETING_CLAIMS.tvCharacters.value;

/** Copy of /features/tv-show-action-figures. */
export const TV_CONTENT: FigureLandingContent = {
  set: 'tv',
  slug: 'tv-figures',
  documentTitle: 'TV Show Action Figures',
  hero: {
    badge: 'TV Show Action Figures',
    title: 'Cast Your Customers as',
    highlight: 'TV Show Action Figures',
    description: `Sitcom dads, starship captains, hard-boiled detectives: ${COUNT} original characters inspired by classic television, each ready to carry your customer's name on the box.`,
    primaryLabel: 'Create Your TV Figure',
    secondaryLabel: 'Open the Studio',
    stats: [
      { value: COUNT, label: 'TV characters' },
      { value: '2', label: 'AI models to choose from' },
      { value: '1 click', label: 'to randomize a figure' },
    ],
  },
  generator: {
    eyebrow: 'TV figure generator',
    title: 'Build your TV show figure',
    description:
      'Pick a character, write in your own details and generate. The sample name shows how each figure is personalized.',
  },
  howTo: {
    eyebrow: 'How to create',
    title: 'Ready for prime time in four steps',
    description: 'Choose, tweak, generate, download. The generator handles the prompt writing.',
    steps: [
      {
        icon: 'tv',
        title: 'Choose a character',
        description: `Flip through ${COUNT} characters, from sitcom living rooms to deep space, or press Randomize.`,
      },
      {
        icon: 'user',
        title: 'Write the script',
        description:
          'Add custom details, props and a pose, and remove anything that doesn’t fit. The first name goes on the packaging.',
      },
      {
        icon: 'wand',
        title: 'Select the AI model',
        description: 'Use DALL-E 3 or Gemini AI, with an optional reference image to guide the likeness.',
      },
      {
        icon: 'download',
        title: 'Generate and download',
        description: 'Open the result full size and save the PNG for your next campaign.',
      },
    ],
  },
  features: {
    eyebrow: 'Features',
    title: 'Everything but the laugh track',
    description: 'Each character brings its own era, props and packaging, so the figure looks right at home.',
    items: [
      {
        icon: 'package',
        title: 'Era-matched packaging',
        description:
          'From wood-panel living-room boxes to space-age window cards, the packaging fits the show.',
      },
      {
        icon: 'layers',
        title: 'Props and poses',
        description:
          'Coffee mugs, notepads, microphones and more, plus poses that match each character’s signature moment.',
      },
      {
        icon: 'camera',
        title: 'Reference images',
        description: 'Upload a photo to steer the result; recent uploads are kept in your browser.',
      },
      {
        icon: 'shuffle',
        title: 'Randomize',
        description: 'Let the generator cast the character and pick a few props when you want a fresh idea.',
      },
    ],
  },
  featured: {
    eyebrow: 'Featured characters',
    title: 'Now showing',
    description: `Four of the ${COUNT} characters in the line-up. All original, none of them from a real show.`,
    display: 'grid',
    exploreLabel: 'Explore All TV Characters',
    items: [
      {
        id: 'sitcom-dad',
        title: 'Sitcom Dad',
        tagline: 'Argyle cardigan, pleated khakis, a wry grin and a steaming mug.',
        artLabel: 'Toy dad in a brown argyle cardigan and khakis, holding a steaming coffee mug',
      },
      {
        id: 'starship-captain',
        title: 'Starship Captain',
        tagline: 'Midnight-blue tunic, a gold collar star and a silver sash.',
        artLabel: 'Toy captain in a dark blue tunic with a gold star and a silver sash, in front of a planet',
      },
      {
        id: 'trench-coat-detective',
        title: 'Trench-Coat Detective',
        tagline: 'Collar up, fedora down, notepad out. Just one more question.',
        artLabel: 'Toy detective in a tan trench coat and grey hat, holding a notepad in the rain',
      },
      {
        id: 'game-show-host',
        title: 'Game Show Host',
        tagline: 'Sparkly teal tuxedo, perfect hair and a long skinny microphone.',
        artLabel: 'Toy host in a sparkly teal jacket and bow tie with a thin microphone under stage lights',
      },
    ],
  },
  useCases: {
    eyebrow: 'Use cases',
    title: 'Where TV figures steal the show',
    description: 'Everyone has a favourite kind of character. Cast your audience in the role.',
    items: [
      {
        icon: 'mail',
        title: 'Email campaigns',
        description: 'A figure with the reader’s name in the credits makes the subject line pay off.',
      },
      {
        icon: 'share',
        title: 'Social media',
        description: 'Nostalgic, shareable posts that invite followers to find their own character.',
      },
      {
        icon: 'calendar',
        title: 'Premieres and watch parties',
        description: 'Send viewers a figure of themselves before the big episode or season finale.',
      },
      {
        icon: 'users',
        title: 'Team and office culture',
        description: 'Give every colleague a character for the team page, the holiday card or the farewell.',
      },
      {
        icon: 'gift',
        title: 'Customer milestones',
        description: 'Celebrate anniversaries and renewals with a collectible that stars the customer.',
      },
      {
        icon: 'trophy',
        title: 'Quizzes and contests',
        description: 'Reward quiz winners and contest entrants with a figure from their favourite genre.',
      },
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'TV figure questions',
    description: 'Quick answers before the opening credits.',
    items: [
      {
        id: 'tv-count',
        question: 'How many TV characters can I choose from?',
        answer: `${COUNT}. The generator shows eight first, and Show All Characters lists the rest.`,
      },
      {
        id: 'tv-shows',
        question: 'Are the characters from real TV shows?',
        answer:
          'No. They are original archetypes inspired by classic genres such as sitcoms, space adventures, detective dramas and game shows, not by any particular show or actor.',
      },
      {
        id: 'tv-models',
        question: 'Which AI models can I use?',
        answer: 'DALL-E 3 and Gemini AI. Gemini AI is selected by default and you can switch at any time.',
      },
      {
        id: 'tv-personalize',
        question: 'How is each figure personalized?',
        answer:
          'The first-name token is added to the prompt, so every figure is generated with the recipient’s name. This page uses a sample name.',
      },
    ],
  },
  cta: {
    title: 'Ready to give every customer a starring role?',
    subtitle: 'Open the studio and cast your whole list as TV show figures, each with their name on the box.',
    buttonLabel: START_CREATING_LABEL,
  },
};
