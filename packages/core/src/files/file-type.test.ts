import { describe, expect, it } from 'vitest';
import { downloadFileName, FILE_TYPE_SNIFF_BYTES, fileExtension, sniffFileType } from './file-type.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF');
const GIF = bytes('GIF89a', [1, 0, 1, 0]);
const WEBP = bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 ');
const ftyp = (brand: string) => bytes([0, 0, 0, 24], 'ftyp', brand, [0, 0, 2, 0], 'isommp41');
const WEBM = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0x82, 0x84], 'webm');
const MKV = bytes([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x86, 0x81, 1, 0x42, 0x82, 0x88], 'matroska');

describe('sniffFileType', () => {
  it('tells each type by its signature', () => {
    expect(sniffFileType(PNG)).toBe('image/png');
    expect(sniffFileType(JPEG)).toBe('image/jpeg');
    expect(sniffFileType(GIF)).toBe('image/gif');
    expect(sniffFileType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffFileType(WEBP)).toBe('image/webp');
    expect(sniffFileType(ftyp('isom'))).toBe('video/mp4');
    expect(sniffFileType(ftyp('mp42'))).toBe('video/mp4');
    expect(sniffFileType(ftyp('avif'))).toBe('image/avif');
    expect(sniffFileType(ftyp('qt  '))).toBe('video/quicktime');
    expect(sniffFileType(WEBM)).toBe('video/webm');
  });

  it('names nothing it cannot tell: text, a RIFF that is no WebP, HEIF, Matroska, too few bytes', () => {
    expect(sniffFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffFileType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeUndefined();
    expect(sniffFileType(ftyp('heic'))).toBeUndefined();
    expect(sniffFileType(MKV)).toBeUndefined();
    expect(sniffFileType(PNG.subarray(0, 7))).toBeUndefined();
    expect(sniffFileType(new Uint8Array())).toBeUndefined();
  });

  it('reads only the leading bytes: a signature further in does not count', () => {
    const late = new Uint8Array(FILE_TYPE_SNIFF_BYTES + 20);
    late.set(bytes('webm'), FILE_TYPE_SNIFF_BYTES + 4);
    late.set([0x1a, 0x45, 0xdf, 0xa3]);
    expect(sniffFileType(late)).toBeUndefined();
  });
});

describe('fileExtension', () => {
  it('maps MIME types to extensions, ignoring case and parameters', () => {
    expect(fileExtension('image/png')).toBe('png');
    expect(fileExtension('image/jpeg')).toBe('jpg');
    expect(fileExtension('IMAGE/JPG')).toBe('jpg');
    expect(fileExtension('video/webm;codecs=vp9,opus')).toBe('webm');
    expect(fileExtension('video/mp4; codecs="avc1.42E01E"')).toBe('mp4');
    expect(fileExtension('application/octet-stream')).toBeUndefined();
    expect(fileExtension('')).toBeUndefined();
  });
});

describe('downloadFileName', () => {
  it('keeps the base name and takes the extension from the bytes', () => {
    expect(downloadFileName('retro-action-figure.png', JPEG)).toBe('retro-action-figure.jpg');
    expect(downloadFileName('custom-action-figure.png', PNG)).toBe('custom-action-figure.png');
    expect(downloadFileName('meme.jpg', PNG)).toBe('meme.png');
    expect(downloadFileName('ghibli-image.png', WEBP)).toBe('ghibli-image.webp');
    expect(downloadFileName('personalized-animation-17.gif', GIF)).toBe('personalized-animation-17.gif');
    expect(downloadFileName('personalized-video-42.mp4', WEBM)).toBe('personalized-video-42.webm');
    expect(downloadFileName('personalized-video-42.webm', ftyp('isom'))).toBe('personalized-video-42.mp4');
  });

  it('adds an extension to a bare name, and replaces one in any case, never doubling it', () => {
    expect(downloadFileName('ada-moreno', JPEG)).toBe('ada-moreno.jpg');
    expect(downloadFileName('PHOTO.JPEG', PNG)).toBe('PHOTO.png');
    expect(downloadFileName('a.b.png', JPEG)).toBe('a.b.jpg');
    // Only a media extension is one to replace: a dot inside a name stays.
    expect(downloadFileName('v1.2', PNG)).toBe('v1.2.png');
  });

  it('takes a MIME type when the bytes are not at hand', () => {
    expect(downloadFileName('cartoon-style.png', 'image/jpeg')).toBe('cartoon-style.jpg');
    expect(downloadFileName('clip.mp4', 'video/webm;codecs=vp8')).toBe('clip.webm');
  });

  it('keeps the name as it is for content of no known type', () => {
    expect(downloadFileName('crazy-image.png', bytes('not an image'))).toBe('crazy-image.png');
    expect(downloadFileName('crazy-image.png', 'application/octet-stream')).toBe('crazy-image.png');
  });
});
