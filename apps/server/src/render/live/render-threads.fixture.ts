import { parentPort } from 'node:worker_threads';

// A stand-in render thread for render-threads.test.ts: a task names how long it "prepares" and
// how long it "draws" (busy, as a real render is), so the time limits are tested exactly.

const port = parentPort;
if (!port) throw new Error('runs as a worker thread');
const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};
port.on('message', ({ id, task }: { id: number; task: { prepareMs: number; drawMs: number } }) => {
  if (task.prepareMs) {
    port.postMessage({ id, preparing: true });
    busy(task.prepareMs);
    port.postMessage({ id, preparing: false });
  }
  busy(task.drawMs);
  port.postMessage({ id, bytes: new Uint8Array([1, 2, 3]) });
});
port.postMessage({ ready: true, id: 0 });
