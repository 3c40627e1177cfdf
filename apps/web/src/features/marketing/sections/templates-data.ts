import type { TemplateKind } from './template-kind';

/** Background motif of a template thumbnail. */
export type ThumbMotif = 'confetti' | 'sunrise' | 'countdown' | 'hearts' | 'mountains' | 'rocket';

/** A starter template shown in the templates section. */
export interface TemplateCard {
  id: string;
  title: string;
  /** Sample copy with tokens, as the marketer would type it. */
  copy: string;
  /** What the thumbnail says for a sample recipient: a small line, then the big one. */
  kicker: string;
  headline: string;
  motif: ThumbMotif;
  from: string;
  to: string;
  /** Length of a video template, e.g. "0:12"; absent for images. */
  duration?: string;
}

export const TEMPLATES: Record<TemplateKind, readonly TemplateCard[]> = {
  video: [
    {
      id: 'birthday-video',
      title: 'Birthday surprise',
      copy: 'Happy birthday, [FIRSTNAME]!',
      kicker: 'Happy birthday,',
      headline: 'Maya!',
      motif: 'confetti',
      from: '#7c3aed',
      to: '#db2777',
      duration: '0:12',
    },
    {
      id: 'welcome-video',
      title: 'Welcome aboard',
      copy: 'Welcome to the team, [FIRSTNAME]',
      kicker: 'Welcome to the team,',
      headline: 'Leo!',
      motif: 'sunrise',
      from: '#f59e0b',
      to: '#ea580c',
      duration: '0:15',
    },
    {
      id: 'sale-video',
      title: 'Flash sale countdown',
      copy: '[FIRSTNAME], 24 hours left',
      kicker: '24 hours left,',
      headline: 'Priya',
      motif: 'countdown',
      from: '#0f172a',
      to: '#4338ca',
      duration: '0:10',
    },
    {
      id: 'thanks-video',
      title: 'Thank-you note',
      copy: 'Thank you, [FIRSTNAME] from [COMPANY]',
      kicker: 'From all of us,',
      headline: 'Thanks, Sam!',
      motif: 'hearts',
      from: '#e11d48',
      to: '#f472b6',
      duration: '0:08',
    },
    {
      id: 'event-video',
      title: 'Event invitation',
      copy: '[FIRSTNAME], your seat is saved',
      kicker: 'Your seat is saved,',
      headline: 'Ana!',
      motif: 'mountains',
      from: '#0891b2',
      to: '#4f46e5',
      duration: '0:20',
    },
    {
      id: 'launch-video',
      title: 'Product launch',
      copy: 'Built for [COMPANY], [FIRSTNAME]',
      kicker: 'Built for Orbit Co,',
      headline: 'Hi Kai!',
      motif: 'rocket',
      from: '#1e1b4b',
      to: '#7c3aed',
      duration: '0:18',
    },
  ],
  image: [
    {
      id: 'holiday-image',
      title: 'Holiday greeting',
      copy: 'Season’s greetings, [FIRSTNAME]',
      kicker: 'Season’s greetings,',
      headline: 'Maya!',
      motif: 'mountains',
      from: '#065f46',
      to: '#0d9488',
    },
    {
      id: 'coupon-image',
      title: 'Personal coupon',
      copy: '[FIRSTNAME], 20% off is yours',
      kicker: 'Just for you, Leo:',
      headline: '20% off',
      motif: 'confetti',
      from: '#db2777',
      to: '#f59e0b',
    },
    {
      id: 'cart-image',
      title: 'Cart reminder',
      copy: 'Still thinking, [FIRSTNAME]?',
      kicker: 'Still thinking,',
      headline: 'Priya?',
      motif: 'hearts',
      from: '#6d28d9',
      to: '#2563eb',
    },
    {
      id: 'milestone-image',
      title: 'Loyalty milestone',
      copy: '[FIRSTNAME], you hit 1,000 points',
      kicker: 'Sam, you hit',
      headline: '1,000 pts',
      motif: 'rocket',
      from: '#b45309',
      to: '#db2777',
    },
    {
      id: 'webinar-image',
      title: 'Webinar banner',
      copy: 'Reserved for [FIRSTNAME] at [COMPANY]',
      kicker: 'Live Thursday,',
      headline: 'Seat for Ana',
      motif: 'countdown',
      from: '#0369a1',
      to: '#0f766e',
    },
    {
      id: 'anniversary-image',
      title: 'Customer anniversary',
      copy: 'One year together, [FIRSTNAME]',
      kicker: 'One year together,',
      headline: 'Kai!',
      motif: 'sunrise',
      from: '#9333ea',
      to: '#f97316',
    },
  ],
};
