// Hands the main thread back to the browser between two steps of a long job, so clicks, typing,
// navigation, downloads and painting go first. Where the browser has a task scheduler, the job
// continues at background priority (behind everything the user does); elsewhere as a
// message-channel task (not setTimeout: nested timers are held back to 4 ms each, which over 450
// frames would cost seconds).

interface SchedulerLike {
  postTask?: (callback: () => void, options: { priority: 'background' }) => Promise<void>;
}

export function yieldToUi(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerLike }).scheduler;
  if (typeof scheduler?.postTask === 'function')
    return scheduler.postTask(() => {}, { priority: 'background' });
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
