import { clipText, MEME_MAX_EDGE_PX, memeCanvasSize, resolveMemeTextStyle } from '@mergepix/core';
import { ensureFamilies } from '../fonts.ts';
import { type ImageSize, resolveSize, type SizedInput } from '../size.ts';
import { coverWithReference, createSurface, encodeJpeg, imageSize } from '../surface.ts';
import { drawMemeText, type MemeTextOptions } from '../text/core-render.ts';

/** Input of {@link renderMeme}. */
export interface MemeInput extends SizedInput {
  topText?: string;
  bottomText?: string;
  /** Text style (the defaults of docs/product.md#meme-generator apply to anything missing). */
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
export const MEME_MAX_EDGE = MEME_MAX_EDGE_PX;

/** The size a meme renders at, reading only the reference's header. */
export async function memeOutputSize(input: MemeInput): Promise<ImageSize> {
  const keep = input.fit ? input.fit === 'original' : !input.size && !input.aspectRatio;
  if (!input.reference || !keep) return resolveSize(input.size, input.aspectRatio);
  const own = await imageSize(input.reference);
  return memeCanvasSize(own.width, own.height);
}

/** A meme: the template covered to the output size, with the shared core caption renderer on top. */
export async function renderMeme(input: MemeInput): Promise<Buffer> {
  const { width, height } = await memeOutputSize(input);
  const { canvas, ctx } = createSurface(width, height);
  if (input.reference) {
    await coverWithReference(ctx, input.reference, width, height, {
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
  // A catalog font the caller chose is registered the first time a meme needs it.
  ensureFamilies([resolveMemeTextStyle(input.text).fontFamily]);
  drawMemeText(ctx, width, height, texts, input.text);
  return encodeJpeg(canvas);
}
