import type { DesignFormat } from '@mergepix/core';
import { createCanvas } from '@napi-rs/canvas';

// What an unknown, unpublished or deleted live image answers: one pixel, so the e-mail shows
// no broken-image icon and no stranger's design. Transparent where the format allows it, the
// light grey of an empty slot where it does not (JPEG).

const NEUTRAL_GREY = '#f3f4f6';

/** The classic one-pixel transparent GIF (a two-colour table, index 0 transparent). */
const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function encode(format: DesignFormat): Buffer {
  if (format === 'gif') return TRANSPARENT_GIF;
  const canvas = createCanvas(1, 1);
  if (format === 'jpg') {
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = NEUTRAL_GREY;
    ctx.fillRect(0, 0, 1, 1);
    return canvas.encodeSync('jpeg', 80);
  }
  return format === 'png' ? canvas.encodeSync('png') : canvas.encodeSync('webp', 80);
}

let images: Record<DesignFormat, Buffer> | undefined;

/** The one-pixel image of a format, encoded once. */
export function neutralImage(format: DesignFormat): Buffer {
  images ??= { jpg: encode('jpg'), png: encode('png'), webp: encode('webp'), gif: encode('gif') };
  return images[format];
}

export const CONTENT_TYPES: Readonly<Record<DesignFormat, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};
