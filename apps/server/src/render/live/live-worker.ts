import { type LiveTask, runLiveTask } from './live-task.ts';

/**
 * The worker-pool entry: one render per call. It returns only after a turn of the event loop:
 * @napi-rs/canvas frees the memory of encoded images and drawing state in callbacks that run
 * there, and a worker that went straight to its next task would never reach them (its memory
 * grew by ~24 KB a render, without bound).
 */
export default async function render(task: LiveTask): Promise<Uint8Array> {
  const bytes = runLiveTask(task);
  await new Promise((resolve) => setImmediate(resolve));
  return bytes;
}
