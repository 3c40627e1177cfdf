// State rules of the retro/music/TV/wrestling panels (docs/product.md#character-figure-generators), as a pure
// reducer.
import { type CharacterChoices, type CharacterTemplate, initialCharacterChoices } from '@mergepix/core';
import { toggleItem } from '@/components/tool-kit/generator/choice-list';

/** The panel's choices: the selected character, what was chosen for it, and whether the grid shows all. */
export interface CharacterPanelState {
  index: number;
  choices: CharacterChoices;
  expanded: boolean;
}

/** Something the user did in the panel. */
export type CharacterPanelAction =
  | { type: 'select'; index: number }
  | { type: 'toggleAccessory'; item: string }
  | { type: 'toggleRemoval'; item: string }
  | { type: 'setPose'; pose: string }
  | { type: 'setCustomText'; text: string }
  /** The pick comes from randomizeCharacter outside the reducer, which must stay pure. */
  | { type: 'randomize'; pick: { index: number; choices: CharacterChoices } }
  | { type: 'toggleExpanded' };

/** On load: the first character with its first pose, grid collapsed. */
export function initialCharacterPanelState(set: readonly CharacterTemplate[]): CharacterPanelState {
  const first = set[0];
  return {
    index: 0,
    choices: first
      ? initialCharacterChoices(first)
      : { accessories: [], removals: [], pose: '', customText: '' },
    expanded: false,
  };
}

/** Applies `action` to `state` for the character set `set`. */
export function characterPanelReducer(
  set: readonly CharacterTemplate[],
  state: CharacterPanelState,
  action: CharacterPanelAction,
): CharacterPanelState {
  const { choices } = state;
  switch (action.type) {
    case 'select': {
      const character = set[action.index];
      if (!character || action.index === state.index) return state;
      // A new character keeps the custom text but starts from its own first pose, nothing added or removed.
      return {
        ...state,
        index: action.index,
        choices: { ...initialCharacterChoices(character), customText: choices.customText },
      };
    }
    case 'toggleAccessory':
      return { ...state, choices: { ...choices, accessories: toggleItem(choices.accessories, action.item) } };
    case 'toggleRemoval':
      return { ...state, choices: { ...choices, removals: toggleItem(choices.removals, action.item) } };
    case 'setPose':
      return { ...state, choices: { ...choices, pose: action.pose } };
    case 'setCustomText':
      return { ...state, choices: { ...choices, customText: action.text } };
    case 'randomize':
      return set[action.pick.index]
        ? { ...state, index: action.pick.index, choices: action.pick.choices }
        : state;
    case 'toggleExpanded':
      return { ...state, expanded: !state.expanded };
  }
}
