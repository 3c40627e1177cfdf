import type { GIF_EMAIL_TEMPLATES } from '../constants/generators.ts';
import type { TokenValues } from '../tokens/registry.ts';

// The three e-mail previews the generated GIF is shown in (docs/product.md#gif-editor), each 600 px wide
// with sample copy, a placeholder footer and an unsubscribe link. The greeting falls back when
// there is no first name.

export type GifEmailTemplate = (typeof GIF_EMAIL_TEMPLATES)[number];

/** The preview's template choices, in the order and with the labels of docs/product.md#gif-editor. */
export const GIF_EMAIL_TEMPLATE_CHOICES: readonly { id: GifEmailTemplate; label: string }[] = [
  { id: 'centered', label: 'Centered Template' },
  { id: 'left', label: 'Left Aligned' },
  { id: 'announcement', label: 'Announcement' },
];

export interface GifEmailCopy {
  readonly heading: string;
  readonly body: string;
  readonly button: string;
  readonly footer: string;
}

const name = (values: TokenValues, fallback: string) => values.FIRSTNAME?.trim() || fallback;

/** The sample copy of a template for the page's personalization values. */
export function gifEmailCopy(template: GifEmailTemplate, values: TokenValues): GifEmailCopy {
  const company = values.COMPANY?.trim() || 'Your Company';
  const footer = `© ${company} · 123 Example Street, Springfield · You are receiving this because you signed up for updates.`;
  switch (template) {
    case 'centered':
      return {
        heading: `A special something for ${name(values, 'Valued Customer')}`,
        body: 'We made this just for you. Take a look and enjoy an exclusive offer this week only.',
        button: 'Claim your offer',
        footer,
      };
    case 'left':
      return {
        heading: `Hi ${name(values, 'there')},`,
        body: 'Here is a quick update from our team, with a little animation to brighten your inbox.',
        button: 'Read more',
        footer,
      };
    case 'announcement':
      return {
        heading: 'Big news!',
        body: `We are excited to share something new with ${name(values, 'our valued customer')}. Be among the first to try it.`,
        button: 'See what is new',
        footer,
      };
  }
}
