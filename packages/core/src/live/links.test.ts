import { describe, expect, it } from 'vitest';
import type { CountdownInput } from './countdown.ts';
import { type DesignInput, designSchema, designTexts } from './design-schema.ts';
import { designLinkTokens, designTokens, liveImageUrl, platformLinks } from './links.ts';
import { EMAIL_PLATFORMS } from './platforms.ts';
import { rawQueryPairs, recipientValues } from './recipient-values.ts';

const src = {
  origin: 'https://img.example/',
  publicId: 'AbCdEfGhIjKlMnOp',
  format: 'jpg' as const,
  width: 600,
  height: 400,
  texts: ['Hi [FIRSTNAME|there]!', '[COMPANY] & [FIRSTNAME] <3'],
};

/**
 * The query a mail client requests after the platform merged (or failed to merge) the tags: what
 * a URL may not hold as it is gets %-encoded on the way (spaces, quotes, angle brackets).
 */
function requested(url: string): [string, string][] {
  const query = url.slice(url.indexOf('?') + 1).replace(/[ "<>]/g, (ch) => encodeURIComponent(ch));
  return rawQueryPairs(query);
}

describe('platformLinks', () => {
  const links = platformLinks(src);

  it('makes one link per platform, with the tokens the design uses as parameters', () => {
    expect(links.map((l) => l.platform)).toEqual(EMAIL_PLATFORMS.map((p) => p.id));
    expect(designTokens(src.texts)).toEqual(['FIRSTNAME', 'COMPANY']);
    for (const link of links) {
      expect(link.url.startsWith('https://img.example/i/AbCdEfGhIjKlMnOp.jpg?firstname=')).toBe(true);
      expect(link.url).toContain('&company=');
    }
    expect(liveImageUrl(src)).toBe('https://img.example/i/AbCdEfGhIjKlMnOp.jpg');
  });

  it.each([
    ['mailchimp', '*|URL:FNAME|*'],
    ['hubspot', '{{ contact.firstname|urlencode }}'],
    ['klaviyo', '{{ first_name|urlencode }}'],
    ['brevo', '{{ contact.FIRSTNAME }}'],
    ['activecampaign', '%FIRSTNAME%'],
    ['sendgrid', '{{first_name}}'],
    ['customerio', '{{customer.first_name | url_encode}}'],
    ['iterable', '{{firstName}}'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Braze's own Liquid syntax, not a template literal
    ['braze', '{{${first_name} | url_param_escape}}'],
    ['sfmc', "%%=URLEncode(AttributeValue('FirstName'),1,1)=%%"],
    ['marketo', '{{lead.First Name}}'],
    ['mailgun', '%recipient.first_name%'],
    ['constantcontact', '[[FirstName]]'],
    ['campaignmonitor', '[firstname,fallback=]'],
    ['kit', '{{ subscriber.first_name | url_encode }}'],
    ['lemlist', '{{firstName}}'],
    ['apollo', '{{first_name}}'],
    ['generic', '{first_name}'],
  ])('%s puts %s in the first-name parameter', (id, tag) => {
    const link = links.find((l) => l.platform === id);
    expect(link?.url).toContain(`?firstname=${tag}&`);
  });

  it.each(EMAIL_PLATFORMS.map((p) => [p.id, p] as const))(
    '%s: merged values arrive intact, unmerged tags never do',
    (_, platform) => {
      const link = links.find((l) => l.platform === platform.id);
      if (!link) throw new Error('missing link');
      // Unmerged: the platform sent the tags as they are; the mail client %-encodes what it must.
      expect(recipientValues(requested(link.url))).toEqual({});
      // Merged: the platform printed each value, URL-encoded where it has that form.
      const print = (value: string) => (platform.urlTag ? encodeURIComponent(value) : value);
      const url = link.url
        .replace(`=${(platform.urlTag ?? platform.tag)('FIRSTNAME')}`, `=${print('José María')}`)
        .replace(`=${(platform.urlTag ?? platform.tag)('COMPANY')}`, `=${print('Moreno & Hijos')}`);
      const values = recipientValues(requested(url));
      expect(values.FIRSTNAME).toBe('José María');
      // Without URL-encoding a merged "&" ends the parameter: only platforms that encode keep it.
      expect(values.COMPANY).toBe(platform.urlTag ? 'Moreno & Hijos' : 'Moreno');
    },
  );

  it('cites documentation for every real platform', () => {
    for (const p of EMAIL_PLATFORMS.filter((p) => p.id !== 'generic'))
      expect(p.docs.length, p.id).toBeGreaterThan(0);
  });

  it('writes an <img> tag with size, escaped URL and alt text made of merge tags', () => {
    const mailchimp = links.find((l) => l.platform === 'mailchimp');
    expect(mailchimp?.img).toContain('width="600" height="400"');
    expect(mailchimp?.img).toContain(
      'src="https://img.example/i/AbCdEfGhIjKlMnOp.jpg?firstname=*|URL:FNAME|*&amp;company=',
    );
    expect(mailchimp?.img).toContain('alt="Hi *|FNAME|*! *|COMPANY|* &amp; *|FNAME|* &lt;3"');
  });
});

describe('links of a design with segments and a countdown', () => {
  const countdown = (deadline: CountdownInput['deadline']) => ({
    box: { x: 30, y: 250, width: 540, height: 120 },
    deadline,
  });
  const design = (overrides: Partial<DesignInput> = {}) =>
    designSchema.parse({
      name: 'Sale',
      base: { kind: 'color', color: '#1e293b' },
      layers: [
        {
          text: 'Hi [FIRSTNAME]!',
          box: { x: 30, y: 40, width: 540, height: 140 },
          fontFamily: 'Inter',
          fontSize: 48,
        },
      ],
      segments: {
        items: [
          { value: 'retail', base: { kind: 'color', color: '#dc2626' } },
          { value: 'health', base: { kind: 'color', color: '#16a34a' } },
        ],
      },
      countdown: countdown({ kind: 'token', timeZone: 'Europe/Berlin' }),
      ...overrides,
    } satisfies DesignInput);
  const linksOf = (d: ReturnType<typeof design>) =>
    platformLinks({ ...src, texts: designTexts(d), tokens: designLinkTokens(d) });
  const url = (d: ReturnType<typeof design>, id: string) => linksOf(d).find((l) => l.platform === id)?.url;

  it.each([
    ['mailchimp', 'firstname=*|URL:FNAME|*&segment=*|URL:SEGMENT|*&deadline=*|URL:DEADLINE|*'],
    [
      'hubspot',
      'firstname={{ contact.firstname|urlencode }}&segment={{ contact.segment|urlencode }}&deadline={{ contact.deadline|urlencode }}',
    ],
    [
      'klaviyo',
      'firstname={{ first_name|urlencode }}&segment={{ segment|urlencode }}&deadline={{ deadline|urlencode }}',
    ],
    [
      'brevo',
      'firstname={{ contact.FIRSTNAME }}&segment={{ contact.SEGMENT }}&deadline={{ contact.DEADLINE }}',
    ],
  ])('%s carries the segment and the deadline in their own fields', (id, query) => {
    expect(url(design(), id)).toBe(`https://img.example/i/AbCdEfGhIjKlMnOp.jpg?${query}`);
  });

  it('names the tokens the design picks, in each platform’s style', () => {
    const own = design({
      segments: {
        token: 'membership',
        items: [{ value: 'gold', base: { kind: 'color', color: '#ca8a04' } }],
      },
      countdown: countdown({ kind: 'token', token: 'OFFEREXPIRY', timeZone: 'UTC' }),
    });
    expect(designLinkTokens(own)).toEqual(['FIRSTNAME', 'MEMBERSHIP', 'OFFEREXPIRY']);
    expect(url(own, 'hubspot')).toContain(
      '&membership={{ contact.membership|urlencode }}&offerexpiry={{ contact.offerexpiry|urlencode }}',
    );
    expect(url(own, 'klaviyo')).toContain(
      '&membership={{ membership|urlencode }}&offerexpiry={{ offer_expiry|urlencode }}',
    );
    expect(url(own, 'mailchimp')).toContain('&membership=*|URL:MEMBERSHIP|*&offerexpiry=*|URL:OFFEREXPIRY|*');
  });

  it('carries neither for a fixed deadline or no segment, and each token once', () => {
    const fixed = design({
      segments: { items: [] },
      countdown: countdown({ kind: 'fixed', at: '2026-12-24T18:00', timeZone: 'Europe/Berlin' }),
    });
    expect(designLinkTokens(fixed)).toEqual(['FIRSTNAME']);
    expect(url(fixed, 'mailchimp')).toBe(
      'https://img.example/i/AbCdEfGhIjKlMnOp.jpg?firstname=*|URL:FNAME|*',
    );
    const named = design({
      layers: [
        {
          text: 'Your [SEGMENT] offer',
          box: { x: 30, y: 40, width: 540, height: 140 },
          fontFamily: 'Inter',
          fontSize: 48,
        },
      ],
    });
    expect(designLinkTokens(named)).toEqual(['SEGMENT', 'DEADLINE']);
    // Without a layer using them, the alt text does not name them.
    expect(linksOf(design()).find((l) => l.platform === 'mailchimp')?.img).toContain('alt="Hi *|FNAME|*!"');
  });

  it.each(['mailchimp', 'hubspot', 'klaviyo'])(
    '%s: the merged segment and deadline arrive as values',
    (id) => {
      const platform = EMAIL_PLATFORMS.find((p) => p.id === id);
      const link = url(design(), id);
      if (!platform?.urlTag || !link) throw new Error('missing link');
      const merged = link
        .replace(platform.urlTag('FIRSTNAME'), encodeURIComponent('Ada'))
        .replace(platform.urlTag('SEGMENT'), encodeURIComponent('Retail '))
        .replace(platform.urlTag('DEADLINE'), encodeURIComponent('2026-12-24T18:00:00+01:00'));
      expect(recipientValues(requested(merged))).toEqual({
        FIRSTNAME: 'Ada',
        SEGMENT: 'Retail',
        DEADLINE: '2026-12-24T18:00:00+01:00',
      });
      // Unmerged, neither tag is taken for a value.
      expect(recipientValues(requested(link))).toEqual({});
    },
  );
});
