import type { DesignInput } from '@mergepix/core';
import type { CodeSample } from '@/components/docs/code-block';
import { EXAMPLE_COUNTDOWN_DESIGN } from './countdown-samples';

/**
 * The guide's curl examples, built from the origin the page is served from, so they can be
 * pasted as they are. Plain objects underneath, so a unit test checks the bodies against the
 * real schemas in core: the guide cannot drift from the server.
 */

/** Where the samples point when there is no page origin (tests): `npm start`'s default. */
export const FALLBACK_ORIGIN = 'http://localhost:3000';

/** The shell variable the samples read the key from. */
export const KEY_VARIABLE = 'MERGEPIX_API_KEY';

/** The smallest useful design: a gradient and a greeting with the first name. */
export const EXAMPLE_DESIGN = {
  name: 'Spring welcome',
  base: { kind: 'gradient', from: '#1e3a8a', to: '#9333ea' },
  layers: [
    {
      text: 'Hi [FIRSTNAME]!',
      box: { x: 40, y: 120, width: 520, height: 160 },
      fontFamily: 'Inter',
      fontSize: 72,
      color: '#ffffff',
    },
  ],
  fallbacks: { FIRSTNAME: 'there' },
} as const satisfies DesignInput;

/** A recipient list as a CSV export has it: a header line, then one line per recipient. */
export const EXAMPLE_CSV = 'First name,Email\nAda,ada@example.com\nTomás,tomas@example.com\n';

/** Two recipients' links, as POST …/recipient-links takes them. */
export const EXAMPLE_RECIPIENTS = {
  recipients: [
    { firstname: 'Ada', company: 'Acme, Inc.' },
    { firstname: 'Zoë', company: 'Lindqvist & Co' },
  ],
};

/** An audience list, as PUT …/audience takes it: columns read by their headers. */
export const EXAMPLE_AUDIENCE = { csv: EXAMPLE_CSV };

/** A batch export: the CSV, each column's token (null: not used), and the column naming the files. */
export const EXAMPLE_BATCH = {
  csv: EXAMPLE_CSV,
  columns: ['FIRSTNAME', null],
  nameColumn: 0,
} as const;

/** What a revoked key is told (the server's words, for the errors section). */
export const EXAMPLE_REVOKED_ANSWER = {
  error: 'This API key was revoked. Create a new one on your account page.',
  code: 'invalid_api_key',
} as const;

const AUTH = `-H "Authorization: Bearer $${KEY_VARIABLE}"`;
const json = (value: unknown) => JSON.stringify(value, null, 2);

const get = (id: string, title: string, url: string): CodeSample => ({
  id,
  title,
  language: 'sh',
  code: `curl -s ${AUTH} \\\n  "${url}"`,
});

const post = (id: string, title: string, url: string, body?: unknown): CodeSample => ({
  id,
  title,
  language: 'sh',
  code:
    body === undefined
      ? `curl -s -X POST ${AUTH} \\\n  "${url}"`
      : `curl -s -X POST ${AUTH} \\\n  -H "Content-Type: application/json" \\\n  "${url}" \\\n  -d '${json(body).replaceAll('\n', '\n  ')}'`,
});

/** Every sample of the guide, for one origin. */
export function apiSamples(origin: string) {
  const api = `${origin.replace(/\/+$/, '')}/rest/v1`;
  const design = `${api}/designs/$DESIGN_ID`;
  return {
    setup: {
      id: 'sample-setup',
      title: 'Keep the key in a variable, then list your designs',
      language: 'sh',
      code: `# The key from your account page (shown once when you created it)
export ${KEY_VARIABLE}="mpx_paste-your-key-here"

curl -s ${AUTH} \\\n  "${api}/designs"`,
    },
    list: get('sample-list', 'List your designs', `${api}/designs`),
    getOne: get('sample-get', 'Get one design', design),
    create: post('sample-create', 'Create a design', `${api}/designs`, EXAMPLE_DESIGN),
    upload: {
      id: 'sample-upload',
      title: 'Upload a picture for a base or a GIF frame',
      language: 'sh',
      code: `curl -s -X POST ${AUTH} \\\n  -H "Content-Type: image/webp" \\\n  --data-binary @picture.webp \\\n  "${api}/designs/uploads"`,
    },
    publish: post('sample-publish', 'Publish it', `${design}/publish`),
    links: get('sample-links', 'Links with every platform’s merge tags', `${design}/links`),
    recipientLinks: post(
      'sample-recipient-links',
      'One link per recipient (signed when the design asks)',
      `${design}/recipient-links`,
      EXAMPLE_RECIPIENTS,
    ),
    audience: {
      id: 'sample-audience',
      title: 'Send your audience list (known recipients)',
      language: 'sh',
      code: `curl -s -X PUT ${AUTH} \\\n  -H "Content-Type: application/json" \\\n  "${design}/audience" \\\n  -d '${json(EXAMPLE_AUDIENCE).replaceAll('\n', '\n  ')}'`,
    },
    stats: get('sample-stats', 'Opens per day', `${design}/stats`),
    batch: post('sample-batch', 'Start a batch export', `${design}/batch`, EXAMPLE_BATCH),
    progress: get('sample-progress', 'Follow its progress', `${api}/jobs/$JOB_ID`),
    download: {
      id: 'sample-download',
      title: 'Download the images',
      language: 'sh',
      code: `curl -s -L ${AUTH} \\\n  -o spring-welcome.zip \\\n  "${api}/jobs/$JOB_ID/download"`,
    },
    liveImage: {
      id: 'sample-live',
      title: 'One recipient’s image (no key needed)',
      language: 'sh',
      code: `curl -s -o ada.jpg \\\n  "${origin.replace(/\/+$/, '')}/i/$PUBLIC_ID.jpg?firstname=Ada"`,
    },
    createCountdown: post(
      'sample-create-countdown',
      'Create a design with a countdown and two segments',
      `${api}/designs`,
      EXAMPLE_COUNTDOWN_DESIGN,
    ),
    liveCountdown: {
      id: 'sample-live-countdown',
      title: 'One recipient’s ticking GIF: their segment and deadline (no key needed)',
      language: 'sh',
      code: `curl -s -o ada.gif \\\n  "${origin.replace(/\/+$/, '')}/i/$PUBLIC_ID.gif?firstname=Ada&segment=retail&deadline=2026-12-24T18:00:00Z"`,
    },
    revoked: {
      id: 'sample-revoked',
      title: 'Answer: 401 for a revoked key',
      language: 'json',
      code: json(EXAMPLE_REVOKED_ANSWER),
    },
  } satisfies Record<string, CodeSample>;
}

/** The guide's samples, by name. */
export type ApiSamples = ReturnType<typeof apiSamples>;
