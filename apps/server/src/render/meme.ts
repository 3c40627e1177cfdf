import { clipText } from '@mergepix/core';
import { drawMemeText, type MemeTextOptions } from './core-render.ts';
import { type ImageSize, resolveSize, type SizedInput } from './size.ts';
import { createSurface, decodeImage, drawReference, encodeJpeg, imageSize } from './surface.ts';

/** Input of {@link renderMeme}. */
export interface MemeInput extends SizedInput {
  topText?: string;
  bottomText?: string;
  /** Text style (spec §7 defaults apply to anything missing). */
  text?: MemeTextOptions;
  /** The template or the user's own image. */
  reference?: Buffer;
  /**
   * `original` keeps the image's own proportions (long edge at most 1024) as the browser
   * generator does; `cover` crops it to the requested size. Default: `original` when there is a
   * reference and no explicit size or aspect ratio.
   */
  fit?: 'original' | 'cover';
}

/** Long edge of a meme kept at its own size. */
export const MEME_MAX_EDGE = 1024;

/** The size a meme renders at, reading only the reference's header. */
export async function memeOutputSize(input: MemeInput): Promise<ImageSize> {
  const keep = input.fit ? input.fit === 'original' : !input.size && !input.aspectRatio;
  if (!input.reference || !keep) return resolveSize(input.size, input.aspectRatio);
  const own = await imageSize(input.reference);
  const scale = Math.min(1, MEME_MAX_EDGE / Math.max(own.width, own.height));
  return {
    width: Math.max(1, Math.round(own.width * scale)),
    height: Math.max(1, Math.round(own.height * scale)),
  };
}

/** A meme: the template covered to the output size, with the shared core caption renderer on top. */
export async function renderMeme(input: MemeInput): Promise<Buffer> {
  const { width, height } = await memeOutputSize(input);
  const { canvas, ctx } = createSurface(width, height);
  if (input.reference) {
    drawReference(ctx, await decodeImage(input.reference, Math.max(width, height)), 0, 0, width, height, {
      background: '#ffffff',
    });
  } else {
    // No template: a quiet neutral backdrop so the captions still read as a meme card.
    const g = ctx.createLinearGradient(0, 0, 0, height);
    g.addColorStop(0, '#3a3f58');
    g.addColorStop(1, '#1c1f2e');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, width, height);
  }
  const texts = { topText: clipText(input.topText, 500), bottomText: clipText(input.bottomText, 500) };
  drawMemeText(ctx, width, height, texts, input.text);
  return encodeJpeg(canvas);
}
