import { describe, expect, it } from 'vitest';
import { type AccordionState, accordionReducer } from './accordion-state';

describe('single-open accordion reducer', () => {
  it('opens a closed item', () => {
    expect(accordionReducer(null, { type: 'toggle', id: 'a' })).toBe('a');
  });

  it('closes the open item when it is clicked again', () => {
    expect(accordionReducer('a', { type: 'toggle', id: 'a' })).toBeNull();
  });

  it('keeps only one item open: opening another closes the first', () => {
    let state: AccordionState = null;
    state = accordionReducer(state, { type: 'toggle', id: 'a' });
    state = accordionReducer(state, { type: 'toggle', id: 'b' });
    expect(state).toBe('b');
  });

  it('closes everything', () => {
    expect(accordionReducer('b', { type: 'close' })).toBeNull();
    expect(accordionReducer(null, { type: 'close' })).toBeNull();
  });
});
