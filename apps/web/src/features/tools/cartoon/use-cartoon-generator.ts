import { CARTOON_THEMES, type CartoonOptions, surpriseCartoon } from '@mergepix/core';
import { useMemo, useReducer } from 'react';
import type { GeneratorTokens } from '@/components/tool-kit/generator/generator-tokens';
import { promptTooLong, useGeneratorRun } from '@/components/tool-kit/generator/use-generator-run';
import {
  cartoonPayload,
  cartoonReducer,
  cartoonRequest,
  INITIAL_CARTOON_STATE,
  NO_PROMPT_ERROR,
} from './cartoon-state';

/** State, the request it makes and the actions of the cartoon generator. */
export function useCartoonGenerator(tokens: GeneratorTokens | undefined, allowReference: boolean) {
  const [state, dispatch] = useReducer(cartoonReducer, INITIAL_CARTOON_STATE);
  const run = useGeneratorRun('cartoon', tokens);
  const request = useMemo(() => cartoonRequest(state, tokens), [state, tokens]);
  const tooLong = promptTooLong(request.prompt, 'custom additions');

  const surprise = () => {
    const pick = surpriseCartoon(state.theme);
    dispatch({ type: 'surprise', pick });
    const label = CARTOON_THEMES[pick.themeIndex]?.label ?? '';
    run.setAnnouncement(`Surprise: ${label}${pick.touch ? `, ${pick.touch}` : ''}`);
  };

  const generate = () => {
    if (run.busy || tooLong) return;
    if (!request.prompt) {
      dispatch({ type: 'blocked', error: NO_PROMPT_ERROR });
      return;
    }
    // Without the uploader the call carries no reference, whatever was chosen before.
    void run.send({
      ...cartoonPayload(request, state.options),
      ...(allowReference ? {} : { referenceImageUrl: null }),
    });
  };

  return {
    ...run,
    state,
    request,
    tooLong,
    select: (index: number) => dispatch({ type: 'select', index }),
    toggleExpanded: () => dispatch({ type: 'toggleExpanded' }),
    setCustom: (text: string) => dispatch({ type: 'setCustom', text }),
    setCaption: (text: string) => dispatch({ type: 'setCaption', text }),
    setOption: (key: keyof CartoonOptions, value: string) => dispatch({ type: 'setOption', key, value }),
    surprise,
    generate,
  };
}
