import { describe, expect, it } from 'vitest';
import { featureLink, mailtoShare } from './share-link';

describe('share links', () => {
  it('opens the tool in the studio', () => {
    expect(featureLink('action-figure', 'https://app.example')).toBe(
      'https://app.example/editor?feature=action-figure',
    );
  });

  it('writes a mail with the link, encoded', () => {
    const mail = mailtoShare('Music & Stars', 'https://app.example/editor?feature=music-figure');
    expect(mail.startsWith('mailto:?subject=Try%20Music%20%26%20Stars%20on%20Mergepix&body=')).toBe(true);
    expect(decodeURIComponent(mail.split('body=')[1] ?? '')).toContain(
      'https://app.example/editor?feature=music-figure',
    );
  });
});
