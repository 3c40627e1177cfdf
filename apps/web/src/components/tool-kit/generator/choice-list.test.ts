import { describe, expect, it } from 'vitest';
import { addItem, hasItem, removeItem, toggleItem } from './choice-list';

describe('toggleItem', () => {
  it('appends a missing item and removes a present one, leaving the input untouched', () => {
    const list = ['Laptop'];
    expect(toggleItem(list, 'Pen')).toEqual(['Laptop', 'Pen']);
    expect(toggleItem(['Laptop', 'Pen'], 'Laptop')).toEqual(['Pen']);
    expect(list).toEqual(['Laptop']);
  });
});

describe('removeItem / hasItem', () => {
  it('removes every copy and compares ignoring case and spaces', () => {
    expect(removeItem(['A', 'B', 'A'], 'A')).toEqual(['B']);
    expect(hasItem(['Coffee Mug'], '  coffee mug ')).toBe(true);
    expect(hasItem(['Coffee Mug'], 'Mug')).toBe(false);
  });
});

describe('addItem', () => {
  const limits = { maxItems: 3, maxLength: 10 };

  it('trims, collapses spaces and clips the typed item', () => {
    expect(addItem([], '  Golden   Trophy of Doom ', limits)).toEqual(['Golden Tro']);
  });

  it('ignores empty, duplicate (any case) and overflowing items', () => {
    expect(addItem(['Pen'], '   ', limits)).toEqual(['Pen']);
    expect(addItem(['Pen'], 'PEN', limits)).toEqual(['Pen']);
    expect(addItem(['A', 'B', 'C'], 'D', limits)).toEqual(['A', 'B', 'C']);
  });
});
