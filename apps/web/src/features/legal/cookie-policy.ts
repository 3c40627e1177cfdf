import { siteConfig } from '@/config/site';
import { LEGAL_UPDATED, type LegalDoc } from './legal-types';

export const cookiePolicy: LegalDoc = {
  title: 'Cookie Policy',
  summary:
    'Mergepix uses only what it needs to work: no advertising cookies, no cross-site tracking, and no third-party analytics. That is why you do not see a cookie banner.',
  updated: LEGAL_UPDATED,
  sections: [
    {
      heading: 'Cookies we set',
      paragraphs: ['We use strictly necessary cookies only:'],
      bullets: [
        'A session cookie that keeps you signed in. It is deleted when you sign out or when the session expires.',
        'A security cookie that protects forms against cross-site request forgery.',
      ],
    },
    {
      heading: 'Storage in your browser',
      paragraphs: [
        'The app also saves some preferences in your browser’s local storage so they survive a reload: your token values (for example a sample first name), favourite and recently used tools, and reference images you picked. They stay on your device unless you use them to generate an image.',
      ],
    },
    {
      heading: 'What we do not use',
      paragraphs: [
        'No advertising or retargeting cookies, no social media pixels and no third-party analytics scripts. Fonts and images are served from our own domain, so loading a page does not contact other companies.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can clear cookies and local storage in your browser settings at any time. Blocking the session cookie will sign you out and stop sign-in from working; everything else keeps working.',
      ],
    },
    {
      heading: 'Questions',
      paragraphs: [`Write to ${siteConfig.privacyEmail} if anything here is unclear.`],
    },
  ],
};
