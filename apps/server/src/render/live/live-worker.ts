import { type LiveTask, runLiveTask } from './live-task.ts';

/** The worker-pool entry: one render per call. */
export default function render(task: LiveTask): Uint8Array {
  return runLiveTask(task);
}
