/** Brand facts shown across the shell; one place so copy and contact details stay consistent. */
export const siteConfig = {
  name: 'Mergepix',
  defaultTitle: 'Mergepix — personalized AI images for marketing',
  tagline: 'Personalized AI images, memes and GIFs for every customer.',
  supportEmail: 'support@mergepix.example',
  privacyEmail: 'privacy@mergepix.example',
} as const;
