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

/**
 * Runs the encoder once on a small made-up frame as the worker starts, so the engine has
 * compiled its loops before the first real frame arrives (a cold first frame takes several
 * times longer).
 */
function warmUp(): void {
  const [width, height] = [160, 120];
  const rgba = new Uint8Array(width * height * 4);
  let seed = 1;
  for (let i = 0; i < rgba.length; i++) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    rgba[i] = ((i >> 2) % width) + (seed >>> 27);
  }
  encodeFrame(rgba, width, height, 10, 'high');
  encodeFrame(rgba, width, height, 10, 'email');
}

warmUp();
