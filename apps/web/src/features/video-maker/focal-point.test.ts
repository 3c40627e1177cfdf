import { describe, expect, it } from 'vitest';
import { nudgeFocal } from './focal-point';

describe('nudgeFocal', () => {
  it('moves 2 % per arrow key and 10 % with Shift', () => {
    expect(nudgeFocal({ x: 0.5, y: 0.5 }, 'ArrowRight', false)).toEqual({ x: 0.52, y: 0.5 });
    expect(nudgeFocal({ x: 0.5, y: 0.5 }, 'ArrowUp', true)).toEqual({ x: 0.5, y: 0.4 });
  });

  it('stays on the picture and ignores other keys', () => {
    expect(nudgeFocal({ x: 0.99, y: 0 }, 'ArrowRight', true)).toEqual({ x: 1, y: 0 });
    expect(nudgeFocal({ x: 0, y: 0.01 }, 'ArrowUp', false)).toEqual({ x: 0, y: 0 });
    expect(nudgeFocal({ x: 0.5, y: 0.5 }, 'Enter', false)).toBeNull();
  });
});
