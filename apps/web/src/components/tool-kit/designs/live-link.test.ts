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

describe('tickingGifUrl', () => {
  it('asks for the .gif of the same image, with the merge tags kept', () => {
    expect(tickingGifUrl('https://x.test/i/abc.jpg?deadline=*|DEADLINE|*&f=a.png')).toBe(
      'https://x.test/i/abc.gif?deadline=*|DEADLINE|*&f=a.png',
    );
    expect(tickingGifUrl('https://x.test/i/abc.webp')).toBe('https://x.test/i/abc.gif');
    expect(tickingGifUrl('https://x.test/i/abc.gif')).toBe('https://x.test/i/abc.gif');
  });
});
