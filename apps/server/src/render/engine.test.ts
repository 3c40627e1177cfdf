import { describe, expect, it } from 'vitest';
import { LOCAL_RENDER_KINDS, type LocalRenderRequest, renderLocal } from './engine.ts';
import { sizeForAspectRatio } from './size.ts';
import { imageInfo, makePhoto } from './test-images.ts';

describe('sizeForAspectRatio', () => {
  it('puts the long edge at 1024 and keeps the short edge even', () => {
    expect(sizeForAspectRatio()).toEqual({ width: 1024, height: 1024 });
    expect(sizeForAspectRatio('16:9')).toEqual({ width: 1024, height: 576 });
    expect(sizeForAspectRatio('9:16')).toEqual({ width: 576, height: 1024 });
    expect(sizeForAspectRatio('4:3')).toEqual({ width: 1024, height: 768 });
    expect(sizeForAspectRatio('3:4', 600)).toEqual({ width: 450, height: 600 });
    expect(sizeForAspectRatio('1:1', 99_999)).toEqual({ width: 2048, height: 2048 });
  });
});

describe('renderLocal', () => {
  it('renders every kind as a JPEG and reports its size', async () => {
    const results = await Promise.all(
      LOCAL_RENDER_KINDS.map((kind) =>
        renderLocal({ kind, prompt: 'Hello Ava', aspectRatio: '16:9', size: { width: 320, height: 180 } }),
      ),
    );
    for (const result of results) {
      expect(result.contentType).toBe('image/jpeg');
      expect({ width: result.width, height: result.height }).toEqual({ width: 320, height: 180 });
      expect(await imageInfo(result.bytes)).toMatchObject({ format: 'jpeg', width: 320, height: 180 });
      expect(result.referenceUsed).toBe(false);
    }
  });

  it('sizes a meme from its template', async () => {
    const reference = await makePhoto(300, 200, 9);
    const result = await renderLocal({ kind: 'meme', prompt: '', reference, topText: 'hi' });
    expect({ width: result.width, height: result.height, referenceUsed: result.referenceUsed }).toEqual({
      width: 300,
      height: 200,
      referenceUsed: true,
    });
  });

  it('draws without a reference that cannot be decoded instead of failing', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    const request: LocalRenderRequest = {
      kind: 'cartoon',
      prompt: 'x',
      reference: broken,
      size: { width: 200, height: 200 },
    };
    const result = await renderLocal(request);
    expect(result.referenceUsed).toBe(false);
    expect(await imageInfo(result.bytes)).toMatchObject({ width: 200, height: 200 });
  });
});
