import { CHARACTER_SETS, type CharacterTemplate, randomizeCharacter } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import {
  type CharacterPanelAction,
  type CharacterPanelState,
  characterPanelReducer,
  initialCharacterPanelState,
} from './character-state';

const set = CHARACTER_SETS.retro;
const at = (i: number) => set[i] as CharacterTemplate;
const run = (actions: CharacterPanelAction[], start = initialCharacterPanelState(set)) =>
  actions.reduce<CharacterPanelState>((state, action) => characterPanelReducer(set, state, action), start);

/** A deterministic source cycling through the given values. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] as number;
};

describe('initialCharacterPanelState', () => {
  it('selects the first character with its first pose and a collapsed grid', () => {
    expect(initialCharacterPanelState(set)).toEqual({
      index: 0,
      choices: { accessories: [], removals: [], pose: at(0).poses[0], customText: '' },
      expanded: false,
    });
  });

  it('survives an empty set', () => {
    expect(initialCharacterPanelState([]).choices.pose).toBe('');
  });
});

describe('characterPanelReducer', () => {
  it('choosing a character sets its first pose and clears accessories and removals', () => {
    const state = run([
      { type: 'toggleAccessory', item: at(0).additions[0] ?? '' },
      { type: 'toggleRemoval', item: at(0).removals[0] ?? '' },
      { type: 'setPose', pose: at(0).poses[1] ?? '' },
      { type: 'setCustomText', text: 'glitter cape' },
      { type: 'select', index: 5 },
    ]);
    expect(state.index).toBe(5);
    expect(state.choices).toEqual({
      accessories: [],
      removals: [],
      pose: at(5).poses[0],
      customText: 'glitter cape',
    });
  });

  it('ignores re-selecting the current character and unknown indices', () => {
    const start = run([{ type: 'toggleAccessory', item: 'X' }]);
    expect(characterPanelReducer(set, start, { type: 'select', index: 0 })).toBe(start);
    expect(characterPanelReducer(set, start, { type: 'select', index: 999 })).toBe(start);
  });

  it('toggles accessories and removals on and off', () => {
    const a = at(0).additions[0] ?? '';
    expect(run([{ type: 'toggleAccessory', item: a }]).choices.accessories).toEqual([a]);
    expect(
      run([
        { type: 'toggleAccessory', item: a },
        { type: 'toggleAccessory', item: a },
      ]).choices.accessories,
    ).toEqual([]);
  });

  it('randomize picks a character with valid choices, clears the custom text and keeps the grid state', () => {
    const state = run([
      { type: 'setCustomText', text: 'hello' },
      { type: 'toggleExpanded' },
      { type: 'randomize', pick: randomizeCharacter(set, sequence(0.99, 0.9, 0.1, 0.9, 0.2, 0.5)) },
    ]);
    const character = at(state.index);
    expect(state.index).toBe(set.length - 1);
    expect(state.choices.customText).toBe('');
    expect(state.expanded).toBe(true);
    for (const item of state.choices.accessories) expect(character.additions).toContain(item);
    for (const item of state.choices.removals) expect(character.removals).toContain(item);
    expect(character.poses).toContain(state.choices.pose);
  });

  it('ignores a pick outside the set', () => {
    const start = run([]);
    const pick = { index: 999, choices: start.choices };
    expect(characterPanelReducer(set, start, { type: 'randomize', pick })).toBe(start);
  });

  it('toggles the expanded grid', () => {
    expect(run([{ type: 'toggleExpanded' }]).expanded).toBe(true);
    expect(run([{ type: 'toggleExpanded' }, { type: 'toggleExpanded' }]).expanded).toBe(false);
  });
});
