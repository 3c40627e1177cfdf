import { describe, expect, it } from 'vitest';
import { speechChunks, spokenText } from './spoken-text';

describe('spokenText', () => {
  it('reads Markdown as plain sentences, without symbols, addresses or the FEATURES line', () => {
    const reply = [
      '## Meme time',
      'Try the **Meme Generator** for *quick* laughs, or see [the guide](https://example.com/guide).',
      '',
      '- Pick a `template`',
      '* Add [FIRSTNAME] to the text',
      '1. Download it',
      '> Tip: keep it short',
      'More at https://example.com/x',
      '',
      'FEATURES: ["meme","gif"]',
    ].join('\n');
    const out = spokenText(reply);
    expect(out).toBe(
      'Meme time. Try the Meme Generator for quick laughs, or see the guide. Pick a template. ' +
        'Add [FIRSTNAME] to the text. Download it. Tip: keep it short. More at.',
    );
    expect(out).not.toMatch(/[*`#]|FEATURES|https?:/);
  });

  it('keeps underscores inside words and strips underscore emphasis', () => {
    expect(spokenText('Use snake_case_names, it is _really_ fine')).toBe(
      'Use snake_case_names, it is really fine.',
    );
  });
});

describe('speechChunks', () => {
  it('keeps short text whole and splits long text at sentences, each piece at most the limit', () => {
    expect(speechChunks('One. Two!')).toEqual(['One. Two!']);
    const long = 'A short sentence here. '.repeat(20);
    const chunks = speechChunks(long, 100);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((c) => c.length <= 100 && /\.$/.test(c))).toBe(true);
    expect(chunks.join(' ')).toBe(long.trim());
  });

  it('cuts a sentence longer than the limit at spaces', () => {
    const chunks = speechChunks(`${'word '.repeat(60)}end`, 50);
    expect(chunks.every((c) => c.length <= 50)).toBe(true);
    expect(chunks.join(' ').split(' ')).toHaveLength(61);
  });
});
