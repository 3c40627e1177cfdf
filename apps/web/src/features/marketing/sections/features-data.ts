import { MARKETING_CLAIMS } from '@mergepix/core';
import {
  Activity,
  Braces,
  Clapperboard,
  Heart,
  Images,
  LayoutTemplate,
  type LucideIcon,
  Palette,
  Target,
  ToyBrick,
  TrendingUp,
  Type,
  Users,
} from 'lucide-react';

/** Card background colours; each maps to a fixed set of classes that pass AA contrast. */
export type FeatureTone = 'violet' | 'pink' | 'amber' | 'emerald' | 'sky' | 'indigo' | 'rose' | 'teal';

/**
 * A home feature card (docs/product.md#home-and-marketing-pages: icon, title, description, background
 * colour).
 */
export interface FeatureCard {
  id: string;
  icon: LucideIcon;
  /** The headline figure from the marketing claims, e.g. "985%". */
  value: string;
  title: string;
  description: string;
  tone: FeatureTone;
}

const C = MARKETING_CLAIMS;

export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    id: 'lift',
    icon: Target,
    value: C.personalizationLift.value,
    title: 'Higher click-through',
    description: `A ${C.personalizationLift.variants[1]} over generic visuals: people click what is made for them.`,
    tone: 'violet',
  },
  {
    id: 'engagement-multiplier',
    icon: TrendingUp,
    value: C.engagementMultiplier.value,
    title: 'Higher engagement',
    description: 'Images that say a reader’s name earn a second look, a reply and a share.',
    tone: 'pink',
  },
  {
    id: 'engagement-increase',
    icon: Heart,
    value: C.engagementIncrease.value,
    title: 'More engagement from GIFs',
    description: 'Animated, personalized GIFs play in every inbox and lift interaction further.',
    tone: 'rose',
  },
  {
    id: 'images',
    icon: Images,
    value: C.imagesGenerated.value,
    title: 'Images generated',
    description: 'Proven at scale: campaigns of every size render on Mergepix every day.',
    tone: 'sky',
  },
  {
    id: 'customers',
    icon: Users,
    value: C.activeCustomers.value,
    title: 'Active customers',
    description: 'Marketers, agencies, shops and founders personalize with Mergepix.',
    tone: 'emerald',
  },
  {
    id: 'uptime',
    icon: Activity,
    value: C.uptime.value,
    title: 'Uptime',
    description: 'Images render when your e-mail is opened, so the service is built to stay up.',
    tone: 'teal',
  },
  {
    id: 'tokens',
    icon: Braces,
    value: C.tokens.value,
    title: 'Personalization tokens',
    description: 'Name, company, city, dates, loyalty points and more, each with a safe fallback.',
    tone: 'indigo',
  },
  {
    id: 'video-templates',
    icon: Clapperboard,
    value: C.videoTemplates.value,
    title: 'Video templates',
    description: 'Birthdays, launches, thank-yous and countdowns, ready to personalize.',
    tone: 'amber',
  },
  {
    id: 'image-templates',
    icon: LayoutTemplate,
    value: C.imageTemplates.value,
    title: 'Image templates',
    description: 'Banners, coupons and greeting cards sized for e-mail and social.',
    tone: 'violet',
  },
  {
    id: 'figure-styles',
    icon: ToyBrick,
    value: C.actionFigureStyles.value,
    title: 'Action figure styles',
    description: 'Boxed figures of anyone: retro, music star, TV show, wrestling and more.',
    tone: 'pink',
  },
  {
    id: 'cartoon-styles',
    icon: Palette,
    value: C.cartoonStyles.value,
    title: 'Cartoon styles',
    description: 'Turn a photo into a comic, an anime still or a storybook page.',
    tone: 'amber',
  },
  {
    id: 'fonts',
    icon: Type,
    value: C.fonts.value,
    title: 'Fonts',
    description: 'From meme bold to handwriting, self-hosted so text renders the same everywhere.',
    tone: 'sky',
  },
];
