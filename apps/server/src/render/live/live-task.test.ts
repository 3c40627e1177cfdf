import { designSchema } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { gifGreetingDesign, greetingDesign } from '../../test-support/designs.ts';
import { runLiveTask } from './live-task.ts';

describe('a live render task', () => {
  it('says when it prepares a version, once per version, for stills and live GIFs', () => {
    for (const [format, input] of [
      ['jpg', greetingDesign()],
      ['gif', gifGreetingDesign([null, null])],
    ] as const) {
      const design = designSchema.parse(input);
      const baseId = `prepare-${format}:1`;
      const task = { baseId, design, baseBytes: null, values: { FIRSTNAME: 'Ada' }, format } as const;
      const calls: boolean[] = [];
      runLiveTask(task, (started) => calls.push(started));
      expect(calls).toEqual([true, false]);
      runLiveTask({ ...task, values: { FIRSTNAME: 'Bo' } }, (started) => calls.push(started));
      expect(calls).toEqual([true, false]);
    }
  });
});
