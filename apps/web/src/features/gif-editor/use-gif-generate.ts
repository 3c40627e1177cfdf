import { type GifProject, gifFrameLayers, layerText, type TokenValues } from '@mergepix/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadLayerFonts } from '@/lib/fonts/font-loader';
import { encodeGifInBrowser, type GifEncodeFrame } from './encode/encode-gif';
import { loadedPicture } from './frame-pictures';

// Generate: every frame drawn for the page's values and encoded in the background, with progress;
// the result is kept with what it was made from, so the editor can say when it is out of date.

export interface GifResult {
  readonly url: string;
  readonly blob: Blob;
  readonly bytes: number;
  readonly ms: number;
  /** The project and values it was made from. */
  readonly source: string;
}

export type GenerateState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'generating'; readonly done: number; readonly total: number }
  | { readonly phase: 'failed'; readonly message: string };

export const sourceKey = (project: GifProject, values: TokenValues) => JSON.stringify([project, values]);

/** The frames to encode: pictures decoded (a picture that cannot be read gives a blank frame). */
async function encodeFrames(project: GifProject, values: TokenValues): Promise<GifEncodeFrame[]> {
  const frames = await Promise.all(
    project.frames.map(async (frame) => {
      const picture = frame.imageId ? await loadedPicture(frame.imageId) : null;
      return {
        source: picture?.status === 'ready' ? picture.bitmap : null,
        durationMs: frame.duration,
        layers: gifFrameLayers(frame, project.width, project.height, values),
      };
    }),
  );
  const layers = frames.flatMap((f) => f.layers);
  await loadLayerFonts(
    layers,
    layers.map((l) => layerText(l)),
  );
  return frames;
}

export function useGifGenerate(project: GifProject, values: TokenValues) {
  const [state, setState] = useState<GenerateState>({ phase: 'idle' });
  const [result, setResult] = useState<GifResult | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      abort.current?.abort();
    },
    [],
  );
  useEffect(() => () => (result ? URL.revokeObjectURL(result.url) : undefined), [result]);

  const generate = useCallback(async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const total = project.frames.length;
    setState({ phase: 'generating', done: 0, total });
    try {
      const frames = await encodeFrames(project, values);
      const encoded = await encodeGifInBrowser({
        width: project.width,
        height: project.height,
        mode: project.emailOptimized ? 'email' : 'high',
        frames,
        signal: controller.signal,
        onProgress: (done) => setState({ phase: 'generating', done, total }),
      });
      setResult({
        url: URL.createObjectURL(encoded.blob),
        blob: encoded.blob,
        bytes: encoded.bytes,
        ms: encoded.ms,
        source: sourceKey(project, values),
      });
      setState({ phase: 'idle' });
    } catch (error) {
      if (controller.signal.aborted) return setState({ phase: 'idle' });
      console.error('GIF generation failed', error);
      const reason = error instanceof Error ? error.message : String(error);
      setState({
        phase: 'failed',
        message: `The GIF could not be made: ${reason} Your frames are unchanged.`,
      });
    }
  }, [project, values]);

  const cancel = useCallback(() => abort.current?.abort(), []);
  return { state, result, generate, cancel };
}
