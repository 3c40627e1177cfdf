import {
  CHARACTER_SETS,
  type CharacterSetId,
  type CharacterTemplate,
  composeCharacterPrompt,
  randomizeCharacter,
} from '@mergepix/core';
import { useMemo, useReducer } from 'react';
import { characterDetails } from '@/components/tool-kit/generator/figure-details';
import { type GeneratorTokens, tokenValue } from '@/components/tool-kit/generator/generator-tokens';
import { fillTokens } from '@/components/tool-kit/generator/token-fill';
import { promptTooLong, useGeneratorRun } from '@/components/tool-kit/generator/use-generator-run';
import { CHARACTER_SET_CONFIG } from './character-sets-config';
import {
  type CharacterPanelAction,
  characterPanelReducer,
  initialCharacterPanelState,
} from './character-state';

/** State, derived prompt and actions of one retro/music/TV/wrestling panel. */
export function useCharacterPanel(set: CharacterSetId, tokens?: GeneratorTokens) {
  const config = CHARACTER_SET_CONFIG[set];
  const characters = CHARACTER_SETS[set];
  const [state, dispatch] = useReducer(
    (s: ReturnType<typeof initialCharacterPanelState>, a: CharacterPanelAction) =>
      characterPanelReducer(characters, s, a),
    characters,
    initialCharacterPanelState,
  );
  const run = useGeneratorRun(`${set}-figure`, tokens);

  const firstName = tokenValue(tokens, 'FIRSTNAME');
  const character = (characters[state.index] ?? characters[0]) as CharacterTemplate;
  // Custom additions may hold tokens ("wearing a [COMPANY] hoodie"): filled before the prompt is
  // composed, so the preview shows what is sent.
  const custom = useMemo(
    () => fillTokens(state.choices.customText, tokens),
    [state.choices.customText, tokens],
  );
  const choices = useMemo(
    () => ({ ...state.choices, customText: custom.text }),
    [state.choices, custom.text],
  );
  const prompt = useMemo(
    () => composeCharacterPrompt(character, choices, firstName),
    [character, choices, firstName],
  );
  const tooLong = promptTooLong(prompt, 'custom additions');

  const randomize = () => {
    const pick = randomizeCharacter(characters);
    dispatch({ type: 'randomize', pick });
    run.setAnnouncement(`Randomized: ${characters[pick.index]?.title ?? ''}`);
  };

  const generate = () => run.submit(prompt, characterDetails(character, choices, firstName), tooLong);

  return {
    ...run,
    config,
    characters,
    character,
    state,
    dispatch,
    prompt,
    missing: custom.missing,
    tooLong,
    randomize,
    generate,
  };
}
