import { parentPort } from 'node:worker_threads';
import { canTransfer } from './live-draw.ts';
import { type LiveTask, runLiveTask } from './live-task.ts';

// A live render thread (render-threads.ts): one render per message, answered with its bytes or
// its error. Each answer leaves after a turn of the event loop: @napi-rs/canvas frees the memory
// of encoded images and drawing state in callbacks that run there, and a thread that went
// straight to its next task would never reach them (its memory grew by ~24 KB a render).

const port = parentPort;
if (!port) throw new Error('live-worker.ts runs as a worker thread');
port.on('message', ({ id, task }: { id: number; task: LiveTask }) => {
  let answer: { id: number; bytes?: Uint8Array; error?: string };
  try {
    answer = { id, bytes: runLiveTask(task, (started) => port.postMessage({ id, preparing: started })) };
  } catch (err) {
    answer = { id, error: err instanceof Error ? err.message : String(err) };
  }
  // A spliced JPEG's memory is handed over, not copied (live-draw.ts, canTransfer).
  const transfer = answer.bytes && canTransfer(answer.bytes) ? [answer.bytes.buffer as ArrayBuffer] : [];
  setImmediate(() => port.postMessage(answer, transfer));
});
port.postMessage({ ready: true, id: 0 });
