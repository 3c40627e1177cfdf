import { describe, expect, it } from 'vitest';
import * as ops from './project-ops';
import { sizeAdvice } from './size-advice';

describe('sizeAdvice', () => {
  it('has nothing to say under 1 MB', () => {
    expect(sizeAdvice(500_000, ops.newProject())).toEqual({
      overBudget: false,
      share: 500_000 / 1_048_576,
      suggestions: [],
    });
  });

  it('names what to cut when over: quality, size, frames', () => {
    let e: ops.Editing = { project: ops.newProject(), current: 0 };
    e = ops.addPictureFrames(
      e,
      Array.from({ length: 20 }, (_, i) => ({ imageId: `p${i}` })),
    );
    e = ops.setSize(ops.setEmailOptimized(e, false), 1200, 800);
    const advice = sizeAdvice(4 * 1_048_576, e.project);
    expect(advice.overBudget).toBe(true);
    expect(advice.suggestions.join('\n')).toMatch(/Email optimized/);
    expect(advice.suggestions.join('\n')).toMatch(/600×600 would cut about 63 %/);
    expect(advice.suggestions.join('\n')).toMatch(/12 frames or fewer: dropping 8 would cut about 40 %/);
    expect(advice.suggestions.join('\n')).toMatch(/600×400 should bring it under 1 MB/);
  });
});
