import { FUNCTION_NAMES, FUNCTION_SAMPLES, IMAGE_FUNCTION_NAMES } from '@mergepix/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/app.ts';
import { signedInUser } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';

const IMAGE_FUNCTIONS = new Set<string>(IMAGE_FUNCTION_NAMES);

// The diagnostics page's Test Functions tab runs these samples: each must work as it stands.
describe.each(testDbKinds().slice(0, 1))('the diagnostics sample payloads on $name', (kind) => {
  const ctx = useTestApp(kind);

  it('every function answers its sample with 200 and what it promises', async () => {
    const user = await signedInUser(ctx.app, 'samples@example.com');
    for (const name of FUNCTION_NAMES) {
      const sample = FUNCTION_SAMPLES[name];
      const res = sample
        ? await user.post(`/functions/v1/${name}`, sample, { 'X-Debug-Mode': 'true' })
        : await user.request(`/functions/v1/${name}`);
      const text = await res.text();
      expect(res.status, `${name}: ${text.slice(0, 200)}`).toBe(200);
      expect(res.headers.get('x-request-id'), name).toBeTruthy();
      if (IMAGE_FUNCTIONS.has(name)) expect(JSON.parse(text).imageUrl, name).toEqual(expect.any(String));
      if (name === 'assistant-stream') expect(text).toContain('meme');
      if (name === 'meme-generator') {
        // The meme is drawn on the sample's 256 px picture, so there is something to look at.
        const image = await user.request(JSON.parse(text).imageUrl);
        const { width } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
        expect(width).toBeGreaterThanOrEqual(256);
      }
    }
  });
});
