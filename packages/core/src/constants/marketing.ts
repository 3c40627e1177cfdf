// Pricing figures and marketing claims (docs/product.md#who-it-is-for). Display copy only: nothing
// here is enforced, so the figures live in one place and cannot drift between pages.

/** Plan, trial and image-to-video pricing as shown in marketing copy. */
export const PRICING = {
  plan: {
    name: 'Personalization Pro',
    monthlyPriceUsd: 49,
    annualDiscountPercent: 20,
    trialDays: 14,
    moneyBackDays: 14,
    billingPeriods: ['monthly', 'annual'],
  },
  video: {
    pricePerDownloadUsd: 1,
    subscriptionRequired: false,
    motionEffects: 5,
    resolutions: ['720p', '1080p'],
    optionalMusic: true,
  },
  copy: {
    price: '$49/month',
    annualSavings: 'Save 20% with annual billing',
    trial: '14-day free personalization trial',
    moneyBack: '14-day money-back guarantee',
    flexibility: 'Cancel, upgrade or downgrade any time; access continues until the end of the period.',
    licensing: 'All plans include commercial licensing and differ in the number of live projects.',
    video: '$1 per download, no subscription: 5 motion effects, HD 720p/1080p, optional music.',
    studioLabel: 'Pro',
  },
} as const;

/** A figure shown in copy: the big value and the words after it. */
export interface MarketingClaim {
  readonly value: string;
  readonly label: string;
  /** Other wordings of the same claim used across pages. */
  readonly variants?: readonly string[];
}

/** Headline figures for marketing sections, plus the AI models the FAQ names. */
export const MARKETING_CLAIMS = {
  personalizationLift: {
    value: '985%',
    label: 'higher click-through and conversion',
    variants: ['985% higher click-through', '985% average personalization lift', '985% higher engagement'],
  },
  engagementMultiplier: { value: '9X', label: 'higher engagement' },
  engagementIncrease: { value: '48%', label: 'more engagement' },
  imagesGenerated: { value: '15M+', label: 'images generated' },
  activeCustomers: { value: '9,800+', label: 'active customers' },
  uptime: { value: '99.9%', label: 'uptime' },
  tokens: { value: '40+', label: 'personalization tokens' },
  videoTemplates: { value: '50+', label: 'video templates' },
  imageTemplates: { value: '40+', label: 'image templates' },
  actionFigureStyles: { value: '30+', label: 'action figure styles' },
  actionFigurePageStyles: { value: '12+', label: 'styles' },
  cartoonStyles: { value: '20', label: 'cartoon styles' },
  retroCharacters: { value: '30', label: 'retro characters' },
  tvCharacters: { value: '30', label: 'TV characters' },
  fonts: { value: '50+', label: 'fonts' },
  integrations: { value: '25', label: 'integrations' },
  cartoonTime: { value: '15-30 seconds', label: 'per image' },
  aiModels: ['Gemini', 'DALL-E 3', 'Ideogram'],
} as const satisfies Record<string, MarketingClaim | readonly string[]>;
