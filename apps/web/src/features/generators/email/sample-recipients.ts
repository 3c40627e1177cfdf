import { type Design, recipientValues, type TokenValues } from '@mergepix/core';

// The recipients the designer previews side by side: the user's own values, and the ones that
// break careless designs (a long name, none at all, emoji, Japanese and Arabic names).

export interface SampleRecipient {
  readonly id: string;
  readonly label: string;
  readonly values: TokenValues;
}

export const SAMPLE_RECIPIENTS: readonly SampleRecipient[] = [
  {
    id: 'long',
    label: 'Long name',
    values: {
      FIRSTNAME: 'Maximiliana Constantinopoulou',
      LASTNAME: 'Constantinopoulou',
      COMPANY: 'Northern Lights Logistics International',
    },
  },
  { id: 'empty', label: 'No values', values: {} },
  {
    id: 'emoji',
    label: 'Emoji',
    values: { FIRSTNAME: 'Zoë 🌻', LASTNAME: 'Lindqvist', COMPANY: 'Sunny Days ☀️' },
  },
  {
    id: 'japanese',
    label: 'Japanese',
    values: { FIRSTNAME: 'さくら', LASTNAME: '山田', COMPANY: '株式会社みどり' },
  },
  { id: 'arabic', label: 'Arabic', values: { FIRSTNAME: 'ليلى', LASTNAME: 'حداد', COMPANY: 'شركة النور' } },
];

/**
 * The values a recipient's image is drawn with: what the live URL would carry, read by the same
 * rules the server applies (a value a rule refuses falls back, as it will in the e-mail).
 */
export function liveValues(values: TokenValues, rules: Design['rules']): TokenValues {
  const pairs = Object.entries(values).flatMap(([k, v]) =>
    v === undefined ? [] : [[k, encodeURIComponent(v)] as const],
  );
  return recipientValues(pairs, rules);
}
