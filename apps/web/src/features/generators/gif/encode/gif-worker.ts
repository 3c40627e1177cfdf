import { encodeFrame } from '@mergepix/core';
import type { EncodeFrameRequest, EncodeFrameResult } from './gif-worker-protocol';

// A GIF worker: turns each frame it is sent into a self-contained image block with core's
// encoder (palette, mapping, LZW) and sends the block back, moving its bytes rather than copying.

self.onmessage = (event: MessageEvent<EncodeFrameRequest>) => {
  const { job, index, width, height, mode, delayCs, rgba } = event.data;
  let result: EncodeFrameResult;
  try {
    result = { job, index, block: encodeFrame(new Uint8Array(rgba), width, height, delayCs, mode) };
  } catch (error) {
    result = { job, index, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(result, { transfer: 'block' in result ? [result.block.buffer] : [] });
};
