import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataUrlToBlob, namedFile } from './named-file';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

afterEach(() => vi.unstubAllGlobals());

describe('namedFile', () => {
  it('names and types a data: URL by its bytes, not by the type it claims', async () => {
    const file = await namedFile(`data:image/jpeg;base64,${base64(PNG)}`, 'meme.jpg');
    expect(file.fileName).toBe('meme.png');
    expect(file.blob.type).toBe('image/png');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(PNG);
  });

  it('names a Blob by its bytes: a GIF stays .gif, a JPEG typed as PNG becomes .jpg', async () => {
    const gif = await namedFile(new Blob([GIF], { type: 'image/gif' }), 'personalized-animation-7.gif');
    expect(gif.fileName).toBe('personalized-animation-7.gif');
    const jpeg = await namedFile(new Blob([JPEG], { type: 'image/png' }), 'retro-action-figure.png');
    expect(jpeg).toMatchObject({ fileName: 'retro-action-figure.jpg', blob: { type: 'image/jpeg' } });
  });

  it('fetches a URL of ours and names it by what came back', async () => {
    const fetch = vi.fn(async () => new Response(JPEG, { headers: { 'content-type': 'image/png' } }));
    vi.stubGlobal('fetch', fetch);
    const file = await namedFile('/storage/v1/object/public/generations/a.png', 'ghibli-image.png');
    expect(fetch).toHaveBeenCalledWith('/storage/v1/object/public/generations/a.png');
    expect(file).toMatchObject({ fileName: 'ghibli-image.jpg', blob: { type: 'image/jpeg' } });
  });

  it('keeps the name of bytes it cannot tell, and refuses what it cannot read', async () => {
    const text = await namedFile(new Blob(['hello'], { type: 'image/png' }), 'crazy-image.png');
    expect(text.fileName).toBe('crazy-image.png');
    vi.stubGlobal('fetch', async () => new Response('gone', { status: 404 }));
    await expect(namedFile('/storage/v1/object/public/generations/b.jpg', 'ai-image.png')).rejects.toThrow(
      'HTTP 404',
    );
    await expect(namedFile('data:image/png;base64,@@@', 'ai-image.png')).rejects.toThrow();
  });
});

describe('dataUrlToBlob', () => {
  it('decodes base64 and percent-encoded data URLs', async () => {
    const png = dataUrlToBlob('data:image/png;base64,aGVsbG8=');
    expect(png?.type).toBe('image/png');
    expect(await png?.text()).toBe('hello');
    const svg = dataUrlToBlob('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E');
    expect(svg?.type).toBe('image/svg+xml');
    expect(await svg?.text()).toBe('<svg/>');
  });

  it('returns null for anything else', () => {
    expect(dataUrlToBlob('/storage/v1/object/public/generations/a.png')).toBeNull();
    expect(dataUrlToBlob('data:image/png;base64,@@@')).toBeNull();
  });
});
