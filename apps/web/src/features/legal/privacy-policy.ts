import { siteConfig } from '@/config/site';
import { LEGAL_UPDATED, type LegalDoc } from './legal-types';

export const privacyPolicy: LegalDoc = {
  title: 'Privacy Policy',
  summary:
    'What we collect when you use Mergepix, why, who helps us process it, and the choices you have. In short: we collect what we need to run the service, we never sell your data, and you can ask us to delete it at any time.',
  updated: LEGAL_UPDATED,
  sections: [
    {
      heading: 'What we collect',
      paragraphs: ['We keep this to what the product needs:'],
      bullets: [
        'Account details: your email address, name and password (stored only as a secure hash).',
        'What you create: prompts, token values such as first names, uploaded reference images and the images and GIFs we generate for you.',
        'Technical data: IP address, browser type and timestamps in our server logs, used for security, rate limits and fixing errors.',
        'Messages you send us, for example to support or the newsletter.',
      ],
    },
    {
      heading: 'Personal data of your customers',
      paragraphs: [
        'When you personalize images with your customers’ details (for example their first names), you decide what goes in and we process it only to render your images. You are responsible for having a lawful basis to use that data, and we act as your processor for it.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use your data to provide and secure the service, generate the images you ask for, answer your questions and, if you opt in, send our newsletter. We do not sell personal data and we do not use it for third-party advertising.',
      ],
    },
    {
      heading: 'AI providers and other processors',
      paragraphs: [
        'When an image is generated with an external AI model, the prompt and any reference image you supplied are sent to that provider (for example OpenAI or Google) solely to produce the result. If no provider is configured, images are made on our own servers and nothing leaves them. We also use hosting, storage and email providers that process data on our behalf under contracts that require them to protect it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Account data is kept while your account is open. Generated images and uploads are kept until you delete them or close your account. Server logs are deleted after 30 days unless needed to investigate abuse.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You can access, correct, export or delete your personal data, and object to or restrict how we use it. Email ${siteConfig.privacyEmail} and we will answer within 30 days. You may also complain to your local data protection authority.`,
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Data travels over encrypted connections, passwords are hashed, and access to production systems is limited to the people who need it. No system is perfectly secure, so we will tell you promptly if a breach affects your data.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'If we change this policy in a way that matters, we will tell you by email or in the app before the change takes effect.',
      ],
    },
  ],
};
