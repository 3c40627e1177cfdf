import { FUNCTION_NAMES } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { parsePayload, sampleText } from './payload';

describe('parsePayload', () => {
  it('reads every sample back as the object it came from', () => {
    for (const name of FUNCTION_NAMES) {
      const parsed = parsePayload(name, sampleText(name));
      expect(parsed.ok, name).toBe(true);
    }
    expect(parsePayload('meme-generator', sampleText('meme-generator'))).toMatchObject({
      ok: true,
      value: { topText: 'When the campaign ships' },
    });
  });

  it('refuses text that is not JSON, empty, or not an object, with a message', () => {
    const broken = parsePayload('image-generation', '{"prompt": "a cat",}');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.error).toMatch(/^The payload is not valid JSON/);
    expect(parsePayload('image-generation', '  ')).toEqual({
      ok: false,
      error: 'The payload is empty: enter a JSON object.',
    });
    for (const text of ['[1, 2]', '"prompt"', 'null', '42'])
      expect(parsePayload('image-generation', text).ok, text).toBe(false);
  });

  it('needs no payload for health-check, a GET', () => {
    expect(sampleText('health-check')).toBe('');
    expect(parsePayload('health-check', 'anything')).toEqual({ ok: true, value: null });
  });
});
