// Hands the main thread back to the browser between two steps of a long job, so clicks, typing,
// navigation and painting happen in between. Not setTimeout: nested timers are held back 4 ms
// each, which over hundreds of steps costs seconds.

interface SchedulerLike {
  yield?: () => Promise<void>;
  postTask?: (callback: () => void, options: { priority: 'background' }) => Promise<void>;
}

/**
 * Resolves in a new task. `continuation` (the default) resumes ahead of other queued work once
 * input and painting are done (`scheduler.yield()`); `background` resumes behind everything else
 * the page has to do (`scheduler.postTask` at background priority), for jobs the user waits on
 * less than on the page itself. Without a scheduler, both are a message to ourselves.
 */
export function nextTask(priority: 'continuation' | 'background' = 'continuation'): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerLike }).scheduler;
  if (priority === 'background' && typeof scheduler?.postTask === 'function')
    return scheduler.postTask(() => {}, { priority: 'background' });
  if (priority === 'continuation' && typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
