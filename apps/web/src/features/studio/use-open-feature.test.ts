import { describe, expect, it } from 'vitest';
import { unknownToolNotice } from './use-open-feature';

describe('unknownToolNotice', () => {
  it('names a known tool that is not built yet', () => {
    expect(unknownToolNotice('meme')).toMatch(/not available in the studio yet/);
  });

  it('quotes an unknown id, cut short when long', () => {
    expect(unknownToolNotice('nope')).toBe('There is no tool called “nope”. Here are all the tools.');
    expect(unknownToolNotice('x'.repeat(300))).toContain(`${'x'.repeat(40)}…”`);
  });
});
