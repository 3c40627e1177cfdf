import { siteConfig } from '@/config/site';
import { LEGAL_UPDATED, type LegalDoc } from './legal-types';

export const termsOfService: LegalDoc = {
  title: 'Terms of Service',
  summary:
    'The rules for using Mergepix. By creating an account or using the service you agree to them. We have kept them short and plain; please read them.',
  updated: LEGAL_UPDATED,
  sections: [
    {
      heading: 'Your account',
      paragraphs: [
        'You must be at least 16 years old and give accurate details. You are responsible for what happens under your account, so keep your password safe and tell us if you suspect misuse.',
      ],
    },
    {
      heading: 'Your content',
      paragraphs: [
        'You keep ownership of what you upload and of the images you generate, and all plans include commercial use. You give us permission to store, process and display that content only as needed to run the service for you.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['Do not use Mergepix to:'],
      bullets: [
        'create illegal, hateful, sexual or violent content, or content that harasses or deceives people;',
        'use someone’s likeness, name or trademark without the right to do so;',
        'send images to people who have not agreed to receive your messages;',
        'overload, probe or get around the limits and security of the service.',
      ],
    },
    {
      heading: 'AI-generated results',
      paragraphs: [
        'AI output can be inaccurate or unexpected, and similar prompts may give similar results to other users. Review images before you send them; you are responsible for how you use them.',
      ],
    },
    {
      heading: 'Plans, billing and cancellation',
      paragraphs: [
        'Paid plans are billed in advance, monthly or annually. You can cancel, upgrade or downgrade at any time and keep access until the end of the period you paid for. New subscriptions come with a 14-day money-back guarantee.',
      ],
    },
    {
      heading: 'Availability and changes',
      paragraphs: [
        'We work hard to keep Mergepix running, but we cannot promise it will always be available or error-free. We may change or discontinue features; if a change materially reduces what you paid for, you may cancel and get a pro-rated refund.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'To the extent the law allows, Mergepix is provided “as is”, and our total liability for any claim is limited to the amount you paid us in the 12 months before it. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Ending the agreement',
      paragraphs: [
        'You can close your account at any time. We may suspend or close accounts that break these terms, and will tell you why unless the law prevents it.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms? Write to ${siteConfig.supportEmail}.`],
    },
  ],
};
