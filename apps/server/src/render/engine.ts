import { type CartoonInput, renderCartoon } from './cartoon/cartoon.ts';
import { type CrazyInput, renderCrazy } from './crazy/crazy.ts';
import { type ActionFigureInput, renderActionFigure } from './figures/action-figure.ts';
import { type GhibliInput, renderGhibli } from './ghibli/ghibli.ts';
import { type MemeInput, memeOutputSize, renderMeme } from './meme/meme.ts';
import { renderScene, type SceneInput } from './scene/scene.ts';
import { type ImageSize, resolveSize } from './size.ts';

/** What the offline engine can draw. */
export const LOCAL_RENDER_KINDS = ['action-figure', 'ghibli', 'cartoon', 'meme', 'scene', 'crazy'] as const;
/** One of {@link LOCAL_RENDER_KINDS}. */
export type LocalRenderKind = (typeof LOCAL_RENDER_KINDS)[number];

/**
 * A request to the offline engine: the kind, the composed prompt, an optional reference image
 * (already validated image bytes), an optional `aspectRatio` or `size`, and kind-specific fields.
 */
export type LocalRenderRequest =
  | ({ kind: 'action-figure' } & ActionFigureInput)
  | ({ kind: 'ghibli' } & GhibliInput)
  | ({ kind: 'cartoon'; prompt: string } & CartoonInput)
  | ({ kind: 'meme'; prompt: string } & MemeInput)
  | ({ kind: 'scene' } & SceneInput)
  | ({ kind: 'crazy' } & CrazyInput);

/** A finished offline render. */
export interface LocalRender {
  bytes: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
  /** False when a reference was given but could not be decoded, so the picture was drawn without it. */
  referenceUsed: boolean;
}

function draw(request: LocalRenderRequest): Promise<Buffer> {
  switch (request.kind) {
    case 'action-figure':
      return renderActionFigure(request);
    case 'ghibli':
      return renderGhibli(request);
    case 'cartoon':
      return renderCartoon(request);
    case 'meme':
      return renderMeme(request);
    case 'scene':
      return renderScene(request);
    case 'crazy':
      return renderCrazy(request);
  }
}

async function outputSize(request: LocalRenderRequest): Promise<ImageSize> {
  return request.kind === 'meme' ? memeOutputSize(request) : resolveSize(request.size, request.aspectRatio);
}

/**
 * Renders a personalized image without any AI provider: deterministic (same request, same
 * bytes) and honest about what it is. A reference that passed the signature check but cannot be
 * decoded does not fail the request; the image is drawn without it and `referenceUsed` says so.
 */
export async function renderLocal(request: LocalRenderRequest): Promise<LocalRender> {
  try {
    const [bytes, size] = await Promise.all([draw(request), outputSize(request)]);
    return { bytes, contentType: 'image/jpeg', ...size, referenceUsed: Boolean(request.reference) };
  } catch (error) {
    if (!request.reference) throw error;
    const plain = { ...request, reference: undefined };
    const [bytes, size] = await Promise.all([draw(plain), outputSize(plain)]);
    return { bytes, contentType: 'image/jpeg', ...size, referenceUsed: false };
  }
}
