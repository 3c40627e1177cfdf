import { type DesignInput, emailPlatform, type TokenKey, tokenParam } from '@mergepix/core';

/**
 * The "Countdowns and segments" section's examples: a design with a countdown to each recipient's
 * own deadline and two segments, and its image URL as three platforms merge it. Plain data, so a
 * unit test checks the design against core's schema and the URLs against core's platform list.
 */

/** A greeting over a per-recipient countdown, with one picture for each of two audiences. */
export const EXAMPLE_COUNTDOWN_DESIGN = {
  name: 'Winter offer',
  format: 'gif',
  base: { kind: 'gradient', from: '#0f172a', to: '#334155' },
  layers: [
    {
      text: 'Hi [FIRSTNAME], your offer ends in',
      box: { x: 30, y: 30, width: 540, height: 90 },
      fontFamily: 'Inter',
      fontSize: 40,
      color: '#ffffff',
    },
  ],
  fallbacks: { FIRSTNAME: 'there' },
  countdown: {
    box: { x: 40, y: 160, width: 520, height: 150 },
    deadline: { kind: 'token', token: 'DEADLINE', timeZone: 'Europe/Berlin', dateOrder: 'dmy' },
    units: ['days', 'hours', 'minutes', 'seconds'],
    color: '#ffffff',
    labelColor: '#cbd5e1',
    frames: 30,
    loop: 'once',
    ended: { kind: 'text', text: 'This offer has ended' },
    fallbackText: 'Ends soon',
  },
  segments: {
    token: 'SEGMENT',
    items: [
      { value: 'retail', base: { kind: 'gradient', from: '#7c2d12', to: '#f59e0b' } },
      { value: 'health care', base: { kind: 'color', color: '#0f766e' } },
    ],
  },
} satisfies DesignInput;

/** The platforms whose URLs the section shows, in its order. */
export const COUNTDOWN_URL_PLATFORMS = ['mailchimp', 'hubspot', 'klaviyo'] as const;

/** The tokens of the example's link, in the order its parameters are written. */
const LINK_TOKENS: readonly TokenKey[] = ['FIRSTNAME', 'SEGMENT', 'DEADLINE'];

/** One platform's image URL for the example, with its URL-encoding merge tags. */
export interface PlatformUrlExample {
  readonly platform: string;
  readonly name: string;
  readonly url: string;
}

/**
 * The example's public URL as each platform merges it: every token's parameter holds the
 * platform's URL-encoding tag (core's platform list), so a value such as "health care" or
 * "+01:00" arrives whole.
 */
export function countdownPlatformUrls(origin: string): PlatformUrlExample[] {
  const base = `${origin.replace(/\/+$/, '')}/i/{publicId}.gif`;
  return COUNTDOWN_URL_PLATFORMS.map((id) => {
    const platform = emailPlatform(id);
    if (!platform) throw new Error(`No platform ${id} in core's list.`);
    const tag = platform.urlTag ?? platform.tag;
    const query = LINK_TOKENS.map((key) => `${tokenParam(key)}=${tag(key)}`).join('&');
    return { platform: id, name: platform.name, url: `${base}?${query}` };
  });
}
