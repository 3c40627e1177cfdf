import { MARKETING_CLAIMS } from '@mergepix/core';
import {
  type FigureLandingContent,
  START_CREATING_LABEL,
} from '@/components/tool-kit/landing/landing-content';

const COUNT = MARKETING_CLAIMS.retroCharacters.value;

/** Copy of /features/retro-action-figures. */
export const RETRO_CONTENT: FigureLandingContent = {
  set: 'retro',
  slug: 'retro-figures',
  documentTitle: 'Retro Action Figures',
  hero: {
    badge: 'Retro Action Figures',
    title: 'Put Every Customer on a',
    highlight: 'Retro Toy Card',
    description: `Pick one of ${COUNT} original characters from the golden age of the toy aisle — space rangers, neon ninjas, robot commanders — and print your customer's name on a blister card that looks like it was found in an attic.`,
    primaryLabel: 'Create Your Retro Figure',
    secondaryLabel: 'Open the Studio',
    stats: [
      { value: COUNT, label: 'retro characters' },
      { value: '2', label: 'AI models to choose from' },
      { value: '1 click', label: 'to randomize a figure' },
    ],
  },
  generator: {
    eyebrow: 'Retro figure generator',
    title: 'Build your retro figure',
    description:
      'Choose a character, add your own twist and generate. The sample name shows how each figure is personalized for the person who receives it.',
  },
  howTo: {
    eyebrow: 'How to create',
    title: 'From toy idea to finished figure in four steps',
    description: 'No design skills, no modelling software: the generator writes the prompt for you.',
    steps: [
      {
        icon: 'sparkles',
        title: 'Pick a character',
        description: `Browse ${COUNT} retro archetypes and choose the one that suits your campaign, or let Randomize decide.`,
      },
      {
        icon: 'user',
        title: 'Make it personal',
        description:
          'Add custom details, extra accessories, parts to leave off and a pose. The first name lands on the package.',
      },
      {
        icon: 'wand',
        title: 'Choose the AI model',
        description: 'Switch between DALL-E 3 and Gemini AI, and upload a reference image if you have one.',
      },
      {
        icon: 'download',
        title: 'Generate and download',
        description: 'Generate the figure, view it full size and download a PNG ready for your campaign.',
      },
    ],
  },
  features: {
    eyebrow: 'Features',
    title: 'Everything a vintage toy needs',
    description:
      'Every character comes with its own packaging, gear and poses, written in the spirit of the era.',
    items: [
      {
        icon: 'package',
        title: 'Period-perfect packaging',
        description:
          'Bold blister cards, starburst logos and chunky lettering give every figure the look of a long-lost collectible.',
      },
      {
        icon: 'swords',
        title: 'Gear, parts and poses',
        description:
          'Each character has its own accessories to add, elements to remove and poses to strike, so no two figures match.',
      },
      {
        icon: 'camera',
        title: 'Reference images',
        description:
          'Upload a photo to guide the likeness. Recent uploads are kept in your browser for quick reuse.',
      },
      {
        icon: 'shuffle',
        title: 'Randomize for ideas',
        description:
          'Stuck? One click picks a character and a handful of accessories to spark something new.',
      },
    ],
  },
  featured: {
    eyebrow: 'Featured characters',
    title: 'Meet a few of the crew',
    description: `Four of the ${COUNT} characters waiting in the generator. Every one of them is an original design.`,
    display: 'grid',
    exploreLabel: 'Explore All Characters',
    items: [
      {
        id: '80s-space-ranger',
        title: '80s Space Ranger',
        tagline: 'Bubble helmet, tangerine shoulder pads and a wrist communicator that blinks.',
        artLabel: 'Toy figure in a silver flight suit with a bubble helmet and orange shoulder pads',
      },
      {
        id: 'neon-ninja',
        title: 'Neon Ninja',
        tagline: 'Jet-black gi with hot pink and green trim, and a blade slung across the back.',
        artLabel: 'Masked toy ninja in black with pink and green neon trim and a sword on its back',
      },
      {
        id: 'robot-commander',
        title: 'Robot Commander',
        tagline: 'Crimson armor plates, a glowing visor and a whip antenna on top.',
        artLabel: 'Boxy red toy robot with a yellow visor, an antenna and missiles on its chest',
      },
      {
        id: 'jungle-explorer',
        title: 'Jungle Explorer',
        tagline: 'Pith helmet, khaki shirt and a coil of rope for the next expedition.',
        artLabel: 'Toy explorer in a pith helmet and khaki shirt with a green bandana and a coiled rope',
      },
    ],
  },
  useCases: {
    eyebrow: 'Use cases',
    title: 'Where retro figures win attention',
    description: 'Nostalgia is a shortcut to a smile. Here is where marketers put it to work.',
    items: [
      {
        icon: 'mail',
        title: 'Email campaigns',
        description: 'Open with a figure that carries the reader’s own name and watch the clicks follow.',
      },
      {
        icon: 'share',
        title: 'Social media posts',
        description: 'Throwback posts that people share because they recognise themselves in the box.',
      },
      {
        icon: 'gift',
        title: 'Birthdays and anniversaries',
        description: 'A personal toy card makes a customer milestone feel like a celebration.',
      },
      {
        icon: 'users',
        title: 'Team recognition',
        description: 'Turn the employee of the month into a limited-edition collectible.',
      },
      {
        icon: 'calendar',
        title: 'Events and launches',
        description: 'Welcome attendees with a figure of themselves on the invite or the badge screen.',
      },
      {
        icon: 'trophy',
        title: 'Loyalty rewards',
        description: 'Unlock a new character at each tier and keep members coming back to collect.',
      },
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Retro figure questions',
    description: 'The short answers about characters, personalization and use.',
    items: [
      {
        id: 'retro-count',
        question: 'How many retro characters are there?',
        answer: `There are ${COUNT}. The generator shows the first eight; press Show All Characters to see the full line-up.`,
      },
      {
        id: 'retro-name',
        question: 'How does the customer’s name get onto the figure?',
        answer:
          'The generator adds the first-name token to the prompt, so each figure is made with the recipient’s name on the packaging. On this page a sample name stands in.',
      },
      {
        id: 'retro-models',
        question: 'Which AI models can I use?',
        answer:
          'DALL-E 3 and Gemini AI. Gemini AI is selected by default; switch with one click and compare the results.',
      },
      {
        id: 'retro-brands',
        question: 'Are the characters based on real toys?',
        answer:
          'No. Every character is an original design inspired by the feel of 1980s toy lines, not by any licensed toy, show or person.',
      },
    ],
  },
  cta: {
    title: 'Ready to bring back the toy aisle?',
    subtitle:
      'Open the studio and make a retro figure for every customer on your list, with their name on the card.',
    buttonLabel: START_CREATING_LABEL,
  },
};
