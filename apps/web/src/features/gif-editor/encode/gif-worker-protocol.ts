import type { GifQualityMode } from '@mergepix/core';

// The messages between the page and a GIF worker: one frame's pixels in (transferred, not
// copied), its image block out.

export interface EncodeFrameRequest {
  /** Which encoding this frame belongs to (several may share the workers). */
  readonly job: number;
  readonly index: number;
  readonly width: number;
  readonly height: number;
  readonly mode: GifQualityMode;
  readonly delayCs: number;
  /** width × height × 4 bytes of RGBA. */
  readonly rgba: ArrayBuffer;
}

export type EncodeFrameResult =
  | { readonly job: number; readonly index: number; readonly block: Uint8Array }
  | { readonly job: number; readonly index: number; readonly error: string };
