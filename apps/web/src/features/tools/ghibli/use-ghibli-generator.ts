import {
  GHIBLI_EMPTY_PROMPT_ERROR,
  GHIBLI_REBUILD_DELAY_MS,
  type GhibliFormChoices,
  ghibliOwnWords,
  initialGhibliChoices,
  randomizeGhibli,
  withOwnWords,
  withRebuiltDescription,
} from '@mergepix/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { GeneratorTokens } from '@/components/tool-kit/generator/generator-tokens';
import { promptTooLong, useGeneratorRun } from '@/components/tool-kit/generator/use-generator-run';
import { ghibliRequest, ghibliSendRequest, randomAnnouncement } from './ghibli-request';

/** State, composed prompt and actions of the Ghibli generator. */
export function useGhibliGenerator(tokens?: GeneratorTokens) {
  const [choices, setChoices] = useState<GhibliFormChoices>(initialGhibliChoices);
  const [invalid, setInvalid] = useState<string | null>(null);
  const rebuildTimer = useRef<number | undefined>(undefined);
  const run = useGeneratorRun('ghibli', tokens);

  useEffect(() => () => window.clearTimeout(rebuildTimer.current), []);

  // The description is rebuilt from the options whenever they change (docs/product.md#ghibli-generator),
  // GHIBLI_REBUILD_DELAY_MS after a random pick: until then the box shows the previous options' sentence.
  const apply = (next: GhibliFormChoices, rebuildDelay = 0) => {
    setInvalid(null);
    window.clearTimeout(rebuildTimer.current);
    if (rebuildDelay > 0) {
      setChoices(next);
      rebuildTimer.current = window.setTimeout(() => setChoices(withRebuiltDescription), rebuildDelay);
    } else setChoices(withRebuiltDescription(next));
  };

  const update = (patch: Partial<GhibliFormChoices>) => apply({ ...choices, ...patch });
  const setDescription = (description: string) => update({ description, descriptionSource: 'user' });
  const applyInspiration = (description: string) => apply(withOwnWords(choices, description, 'inspiration'));

  // Randomized outside any state updater, which React may call twice and must stay pure.
  const randomize = () => {
    const next = randomizeGhibli(choices);
    apply(next, GHIBLI_REBUILD_DELAY_MS);
    run.setAnnouncement(randomAnnouncement(next, ghibliOwnWords(next) === ghibliOwnWords(choices)));
  };

  const preview = useMemo(() => ghibliRequest(choices, tokens), [choices, tokens]);
  const tooLong = promptTooLong(preview.prompt, 'description');

  /** Sends what the form holds now; inside the rebuild delay the description is rebuilt first. */
  const generate = () => {
    window.clearTimeout(rebuildTimer.current);
    const current = withRebuiltDescription(choices);
    if (current !== choices) setChoices(current);
    const request = ghibliSendRequest(choices, tokens);
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
