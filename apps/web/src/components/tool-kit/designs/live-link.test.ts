import { describe, expect, it } from 'vitest';
import { recipientUrl, tickingGifUrl } from './live-link';

const layers = [{ text: 'Hi [FIRSTNAME|there] from [COMPANY]' }] as never;

describe('recipientUrl', () => {
  it('carries a parameter for each token the design uses, URL-encoded', () => {
    expect(
      recipientUrl(
        'https://x.test/i/abc.jpg',
        { layers },
        { FIRSTNAME: 'Zoë', COMPANY: 'A&B', EMAIL: 'z@x.test' },
      ),
    ).toBe('https://x.test/i/abc.jpg?firstname=Zo%C3%AB&company=A%26B');
    expect(recipientUrl('https://x.test/i/abc.jpg', { layers }, {})).toBe('https://x.test/i/abc.jpg');
  });

  it('takes a live GIF’s tokens from its frames', () => {
    const frames = [
      { path: null, durationMs: 500, layers: [{ text: 'Hi [FIRSTNAME]!' }] },
      { path: null, durationMs: 500, layers: [{ text: '[COMPANY] and [FIRSTNAME]' }] },
    ] as never;
    expect(
      recipientUrl('https://x.test/i/abc.gif', { layers: [], frames }, { FIRSTNAME: 'Ana', COMPANY: 'Acme' }),
    ).toBe('https://x.test/i/abc.gif?firstname=Ana&company=Acme');
  });
});

describe('recipientUrl with segments and a recipient deadline', () => {
  it('carries the segment and the deadline beside the layers’ tokens', () => {
    const segments = {
      token: 'SEGMENT',
      items: [{ value: 'retail', base: { kind: 'color', color: '#ff0000' } }],
    };
    const countdown = { deadline: { kind: 'token', token: 'DEADLINE', timeZone: 'UTC', dateOrder: 'mdy' } };
    expect(
      recipientUrl('https://x.test/i/abc.gif', { layers, segments, countdown } as never, {
        FIRSTNAME: 'Ana',
        SEGMENT: 'retail',
        DEADLINE: '2026-12-24T18:00+01:00',
      }),
    ).toBe('https://x.test/i/abc.gif?firstname=Ana&segment=retail&deadline=2026-12-24T18%3A00%2B01%3A00');
  });
});

describe('tickingGifUrl', () => {
  it('asks for the .gif of the same image, with the merge tags kept', () => {
    expect(tickingGifUrl('https://x.test/i/abc.jpg?deadline=*|DEADLINE|*&f=a.png')).toBe(
      'https://x.test/i/abc.gif?deadline=*|DEADLINE|*&f=a.png',
    );
    expect(tickingGifUrl('https://x.test/i/abc.webp')).toBe('https://x.test/i/abc.gif');
    expect(tickingGifUrl('https://x.test/i/abc.gif')).toBe('https://x.test/i/abc.gif');
  });
});
