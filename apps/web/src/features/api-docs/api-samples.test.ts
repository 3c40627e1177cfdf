import {
  apiKeyCreateSchema,
  audienceRequestSchema,
  countdownGifPixels,
  designSchema,
  headerTokenKey,
  isTokenKey,
  LIVE_GIF_PIXELS,
  parseCsv,
  planAudience,
  recipientLinksRequestSchema,
  segmentIndex,
} from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import {
  apiSamples,
  EXAMPLE_AUDIENCE,
  EXAMPLE_BATCH,
  EXAMPLE_CSV,
  EXAMPLE_DESIGN,
  EXAMPLE_RECIPIENTS,
  EXAMPLE_REVOKED_ANSWER,
  KEY_VARIABLE,
} from './api-samples';
import { countdownPlatformUrls, EXAMPLE_COUNTDOWN_DESIGN } from './countdown-samples';

const ORIGIN = 'https://images.example.test';
const samples = apiSamples(ORIGIN);

/** The JSON body a curl sample sends with -d '…'. */
function body(code: string): unknown {
  const match = /-d '([\s\S]*)'$/.exec(code);
  if (!match?.[1]) throw new Error(`no body in ${code}`);
  return JSON.parse(match[1]);
}

describe('API guide samples', () => {
  it('creates a design the server accepts', () => {
    const parsed = designSchema.safeParse(EXAMPLE_DESIGN);
    expect(parsed.error?.issues).toBeUndefined();
    expect(body(samples.create.code)).toEqual(EXAMPLE_DESIGN);
    expect(designSchema.safeParse(body(samples.create.code)).success).toBe(true);
  });

  it('creates a countdown design with two segments that the server accepts', () => {
    const parsed = designSchema.safeParse(EXAMPLE_COUNTDOWN_DESIGN);
    expect(parsed.error?.issues).toBeUndefined();
    expect(body(samples.createCountdown.code)).toEqual(EXAMPLE_COUNTDOWN_DESIGN);
    const design = parsed.data;
    if (!design?.countdown || !design.segments) throw new Error('countdown and segments expected');
    expect(design.countdown.deadline).toMatchObject({ kind: 'token', token: 'DEADLINE' });
    expect(design.segments.items).toHaveLength(2);
    expect(countdownGifPixels(design, design.countdown)).toBeLessThanOrEqual(LIVE_GIF_PIXELS);
    // The curl sample's segment picks the first; the section's words hold for case and spacing.
    expect(segmentIndex(design.segments, { SEGMENT: 'retail' })).toBe(0);
    expect(segmentIndex(design.segments, { SEGMENT: ' Health  Care ' })).toBe(1);
    expect(segmentIndex(design.segments, { SEGMENT: 'wholesale' })).toBe(-1);
  });

  it('writes each platform’s URL with its URL-encoding merge tags for name, segment and deadline', () => {
    const urls = countdownPlatformUrls(`${ORIGIN}/`);
    const base = `${ORIGIN}/i/{publicId}.gif`;
    expect(urls).toEqual([
      {
        platform: 'mailchimp',
        name: 'Mailchimp',
        url: `${base}?firstname=*|URL:FNAME|*&segment=*|URL:SEGMENT|*&deadline=*|URL:DEADLINE|*`,
      },
      {
        platform: 'hubspot',
        name: 'HubSpot',
        url: `${base}?firstname={{ contact.firstname|urlencode }}&segment={{ contact.segment|urlencode }}&deadline={{ contact.deadline|urlencode }}`,
      },
      {
        platform: 'klaviyo',
        name: 'Klaviyo',
        url: `${base}?firstname={{ first_name|urlencode }}&segment={{ segment|urlencode }}&deadline={{ deadline|urlencode }}`,
      },
    ]);
  });

  it('sends an audience list the server accepts, its columns named by their headers', () => {
    expect(body(samples.audience.code)).toEqual(EXAMPLE_AUDIENCE);
    const plan = planAudience(audienceRequestSchema.parse(EXAMPLE_AUDIENCE));
    expect(plan.ok && [...plan.values.keys()]).toEqual(['FIRSTNAME', 'EMAIL']);
  });

  it('asks for recipient links the server accepts', () => {
    expect(body(samples.recipientLinks.code)).toEqual(EXAMPLE_RECIPIENTS);
    expect(recipientLinksRequestSchema.safeParse(EXAMPLE_RECIPIENTS).error?.issues).toBeUndefined();
  });

  it('starts a batch with a CSV that parses, one column entry per CSV column', () => {
    expect(body(samples.batch.code)).toEqual(EXAMPLE_BATCH);
    const csv = parseCsv(EXAMPLE_CSV);
    if (!csv.ok) throw new Error(csv.error);
    expect(csv.rows).toHaveLength(2);
    expect(csv.problems).toEqual([]);
    expect(EXAMPLE_BATCH.columns).toHaveLength(csv.headers.length);
    EXAMPLE_BATCH.columns.forEach((token, i) => {
      if (token !== null) {
        expect(isTokenKey(token)).toBe(true);
        expect(headerTokenKey(csv.headers[i] ?? '')).toBe(token);
      }
    });
    expect(EXAMPLE_BATCH.nameColumn).toBeLessThan(csv.headers.length);
  });

  it('calls this server, and sends the key as a Bearer header wherever one is needed', () => {
    for (const sample of Object.values(samples)) {
      if (sample.language !== 'sh') continue;
      expect(sample.code, sample.id).toContain(ORIGIN);
      expect(sample.code, sample.id).not.toContain('localhost');
      const needsKey = sample.id !== 'sample-live' && sample.id !== 'sample-live-countdown';
      expect(sample.code.includes(`Authorization: Bearer $${KEY_VARIABLE}`), sample.id).toBe(needsKey);
    }
    expect(samples.progress.code).toContain(`${ORIGIN}/rest/v1/jobs/$JOB_ID"`);
    expect(samples.download.code).toContain(`${ORIGIN}/rest/v1/jobs/$JOB_ID/download"`);
    expect(samples.publish.code).toContain(`${ORIGIN}/rest/v1/designs/$DESIGN_ID/publish"`);
    expect(samples.liveImage.code).toContain(`${ORIGIN}/i/$PUBLIC_ID.jpg?firstname=Ada"`);
    expect(samples.liveCountdown.code).toContain(
      `${ORIGIN}/i/$PUBLIC_ID.gif?firstname=Ada&segment=retail&deadline=2026-12-24T18:00:00Z"`,
    );
    expect(samples.upload.code).toContain(
      `--data-binary @picture.webp \\\n  "${ORIGIN}/rest/v1/designs/uploads"`,
    );
    expect(apiSamples(`${ORIGIN}/`).list.code).toContain(`"${ORIGIN}/rest/v1/designs"`);
  });

  it('gives every sample its own id, and quotes the server’s own words', () => {
    const ids = Object.values(samples).map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(EXAMPLE_REVOKED_ANSWER.error).toMatch(/^This API key was revoked\./);
    expect(apiKeyCreateSchema.safeParse({ name: 'Newsletter script' }).success).toBe(true);
  });
});
