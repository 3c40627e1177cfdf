import { PASSWORD_RESET_PATH } from '@mergepix/core';

/**
 * The app's own routes, named once. Tool landing pages are not here: their paths live in core's
 * feature catalog (`landingPath(id)`), next to everything else that describes a tool.
 */
export const PATHS = {
  home: '/',
  editor: '/editor',
  features: '/features',
  fonts: '/fonts',
  tokens: '/tokens',
  live: '/live',
  geminiDocs: '/gemini-docs',
  apiDocs: '/developers/api',
  debug: '/debug',
  account: '/account',
  resetPassword: PASSWORD_RESET_PATH,
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  howItWorks: '/how-it-works',
  benefits: '/benefits',
  templates: '/templates',
  integrations: '/integrations',
  testimonials: '/testimonials',
  faq: '/faq',
} as const;

/** One of the app's own route paths. */
export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** A route path as React Router's nested `<Route path>` wants it: without the leading slash. */
export function routePath(path: string): string {
  return path.replace(/^\//, '');
}
