import {
  assembleGif,
  drawGifFrame,
  encodeFrame,
  type GifQualityMode,
  gifDelayCs,
  type TextLayer,
} from '@mergepix/core';

// Interim encoder (replaced by the worker pool): one frame per task on the main thread.

export interface GifEncodeFrame {
  readonly source: ImageBitmap | null;
  readonly durationMs: number;
  readonly layers: readonly TextLayer[];
}
export interface GifEncodeRequest {
  readonly width: number;
  readonly height: number;
  readonly mode: GifQualityMode;
  readonly frames: readonly GifEncodeFrame[];
  readonly onProgress?: (done: number, total: number) => void;
  readonly signal?: AbortSignal;
}
export interface GifEncodeResult {
  readonly blob: Blob;
  readonly bytes: number;
  readonly ms: number;
}

export async function encodeGifInBrowser(req: GifEncodeRequest): Promise<GifEncodeResult> {
  const start = performance.now();
  const canvas = document.createElement('canvas');
  canvas.width = req.width;
  canvas.height = req.height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('This browser cannot draw the frames.');
  const blocks: Uint8Array[] = [];
  for (const [i, frame] of req.frames.entries()) {
    if (req.signal?.aborted) throw new DOMException('Stopped', 'AbortError');
    drawGifFrame<ImageBitmap>(ctx, frame.source, req.width, req.height, frame.layers);
    const { data } = ctx.getImageData(0, 0, req.width, req.height);
    blocks.push(encodeFrame(data, req.width, req.height, gifDelayCs(frame.durationMs), req.mode));
    req.onProgress?.(i + 1, req.frames.length);
    await new Promise((r) => setTimeout(r, 0));
  }
  const bytes = assembleGif(req.width, req.height, blocks);
  return {
    blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/gif' }),
    bytes: bytes.byteLength,
    ms: performance.now() - start,
  };
}
