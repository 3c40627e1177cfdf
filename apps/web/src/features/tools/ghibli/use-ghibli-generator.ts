import {
  GHIBLI_EMPTY_PROMPT_ERROR,
  GHIBLI_REBUILD_DELAY_MS,
  type GhibliFormChoices,
  initialGhibliChoices,
  randomizeGhibli,
} from '@mergepix/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { GeneratorTokens } from '@/components/tool-kit/generator/generator-tokens';
import { promptTooLong, useGeneratorRun } from '@/components/tool-kit/generator/use-generator-run';
import { ghibliRequest, randomAnnouncement } from './ghibli-request';

/** State, composed prompt and actions of the Ghibli generator. */
export function useGhibliGenerator(tokens?: GeneratorTokens) {
  const [choices, setChoices] = useState<GhibliFormChoices>(initialGhibliChoices);
  // The choices the prompt preview is built from: the same as `choices`, except for the
  // GHIBLI_REBUILD_DELAY_MS after a random pick (docs/product.md#ghibli-generator), when it still shows the
  // previous prompt.
  const [shown, setShown] = useState<GhibliFormChoices>(choices);
  const [invalid, setInvalid] = useState<string | null>(null);
  const rebuildTimer = useRef<number | undefined>(undefined);
  const run = useGeneratorRun('ghibli', tokens);

  useEffect(() => () => window.clearTimeout(rebuildTimer.current), []);

  const apply = (next: GhibliFormChoices, rebuildDelay = 0) => {
    setChoices(next);
    setInvalid(null);
    window.clearTimeout(rebuildTimer.current);
    if (rebuildDelay > 0) rebuildTimer.current = window.setTimeout(() => setShown(next), rebuildDelay);
    else setShown(next);
  };

  const update = (patch: Partial<GhibliFormChoices>) => apply({ ...choices, ...patch });
  const setDescription = (description: string) => update({ description, descriptionSource: 'user' });
  const applyInspiration = (description: string) => update({ description, descriptionSource: 'inspiration' });

  // Randomized outside any state updater, which React may call twice and must stay pure.
  const randomize = () => {
    const next = randomizeGhibli(choices);
    apply(next, GHIBLI_REBUILD_DELAY_MS);
    run.setAnnouncement(randomAnnouncement(next, next.description === choices.description));
  };

  const preview = useMemo(() => ghibliRequest(shown, tokens), [shown, tokens]);
  const tooLong = promptTooLong(preview.prompt, 'description');

  /** Sends what the form holds now (even inside the preview's rebuild delay). */
  const generate = () => {
    const request = ghibliRequest(choices, tokens);
    if (!request.prompt) {
      setInvalid(GHIBLI_EMPTY_PROMPT_ERROR);
      return;
    }
    void run.send(
      { prompt: request.prompt, details: request.details },
      promptTooLong(request.prompt, 'description'),
    );
  };

  return {
    ...run,
    choices,
    update,
    setDescription,
    applyInspiration,
    randomize,
    generate,
    prompt: preview.prompt,
    missing: preview.missing,
    tooLong,
    error: invalid,
  };
}
