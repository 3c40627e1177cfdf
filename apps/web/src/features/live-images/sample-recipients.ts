import {
  checkRecipient,
  type Design,
  defaultRuleFor,
  designTokenRules,
  designValueFilter,
  FILTER_REASON_NOTES,
  type TokenValues,
} from '@mergepix/core';

// The recipients the designer previews side by side: the user's own values, the ones that break
// careless designs (a long name, none at all, emoji, Japanese and Arabic names), and one of each
// value the live URL refuses (a stranger's link, a merge tag the platform left, one over the limit).

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
  {
    id: 'stranger',
    label: 'A stranger’s URL',
    values: { FIRSTNAME: 'Visit evil.example.com', COMPANY: 'Your account is locked' },
  },
  { id: 'unmerged', label: 'Tag not merged', values: { FIRSTNAME: '*|FNAME|*', COMPANY: '{{ company }}' } },
  {
    id: 'over-limit',
    label: 'Over the limit',
    values: { FIRSTNAME: 'Maximiliana Alessandra Constantinopoulou-Wetherington of Smythe' },
  },
];

/** A sample's values as the live URL reads them, and why each refused value was refused. */
export interface SampleReading {
  readonly values: TokenValues;
  readonly refused: readonly { readonly key: string; readonly why: string }[];
}

/**
 * The values a recipient's image is drawn with: what the live URL would carry, read by the same
 * rules and brand safety filter the server applies (a refused value falls back, as it will in
 * the e-mail), with a short reason for each refusal.
 */
export function readSample(
  values: TokenValues,
  design: Pick<Design, 'rules'> & Partial<Pick<Design, 'safety'>>,
): SampleReading {
  const rules = designTokenRules(design);
  const read = checkRecipient(values, rules, designValueFilter(design));
  return {
    values: read.values,
    refused: read.refused.map((r) => ({
      key: r.key,
      why: refusalText(r.problem, (rules[r.key] ?? defaultRuleFor(r.key)).maxLength, r.filtered),
    })),
  };
}

function refusalText(
  problem: 'unmerged' | 'too-long' | 'characters' | 'filtered',
  maxLength: number,
  filtered?: keyof typeof FILTER_REASON_NOTES,
): string {
  if (problem === 'unmerged') return 'a merge tag';
  if (problem === 'too-long') return `over ${maxLength} characters`;
  if (problem === 'characters') return 'characters a name has not';
  return `filtered: ${filtered ? FILTER_REASON_NOTES[filtered] : 'brand safety'}`;
}

/** {@link readSample}'s values alone. */
export function liveValues(
  values: TokenValues,
  rules: Design['rules'],
  safety?: Design['safety'],
): TokenValues {
  return readSample(values, { rules, safety }).values;
}
