import {
  type AiModelChoice,
  CHARACTER_SETS,
  type CharacterSetId,
  type CharacterTemplate,
  composeCharacterPrompt,
  PROMPT_MAX_LENGTH,
  randomizeCharacter,
} from '@mergepix/core';
import { useMemo, useReducer, useState } from 'react';
import { useImageGeneration } from '@/features/generators/frame';
import { characterDetails } from '@/features/generators/frame/figure-details';
import { type GeneratorTokens, tokenValue } from '@/features/generators/frame/generator-tokens';
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
  const [model, setModel] = useState<AiModelChoice>(config.defaultModel);
  const [reference, setReference] = useState<string | null>(null);
  /** Announced to screen readers after Randomize, since the change happens away from focus. */
  const [announcement, setAnnouncement] = useState('');
  const generation = useImageGeneration();

  const firstName = tokenValue(tokens, 'FIRSTNAME');
  const character = (characters[state.index] ?? characters[0]) as CharacterTemplate;
  const prompt = useMemo(
    () => composeCharacterPrompt(character, state.choices, firstName),
    [character, state.choices, firstName],
  );
  const busy = generation.status === 'generating';
  const tooLong =
    prompt.length > PROMPT_MAX_LENGTH ? 'The prompt is too long; shorten the custom additions.' : undefined;

  const randomize = () => {
    const pick = randomizeCharacter(characters);
    dispatch({ type: 'randomize', pick });
    setAnnouncement(`Randomized: ${characters[pick.index]?.title ?? ''}`);
  };

  const generate = () => {
    if (busy || tooLong) return;
    void generation.generate({
      prompt,
      provider: model,
      referenceImageUrl: reference,
      details: characterDetails(character, state.choices, firstName),
    });
  };

  return {
    config,
    characters,
    character,
    state,
    dispatch,
    model,
    setModel,
    reference,
    setReference,
    announcement,
    generation,
    prompt,
    busy,
    tooLong,
    randomize,
    generate,
  };
}
