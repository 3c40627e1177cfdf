import {
  type CreatorChoices,
  composeCreatorPrompt,
  creatorPackageColors,
  creatorTemplate,
  initialCreatorChoices,
  randomizeCreator,
} from '@mergepix/core';
import { useMemo, useState } from 'react';
import { creatorDetails } from '@/components/tool-kit/generator/figure-details';
import type { GeneratorTokens } from '@/components/tool-kit/generator/generator-tokens';
import { promptTooLong, useGeneratorRun } from '@/components/tool-kit/generator/use-generator-run';
import { initialCreatorForm } from './creator-state';

/** State, derived prompt and actions of the action figure creator. */
export function useActionFigureCreator(tokens?: GeneratorTokens) {
  const [choices, setChoices] = useState<CreatorChoices>(() => initialCreatorForm(tokens));
  const run = useGeneratorRun('action-figure');

  // Without colours or a company the core picks a random scheme on every call; resolving it once
  // per company/colour change keeps the preview, the prompt sent and the details in agreement.
  const { company, packageColors } = choices;
  const resolvedColors = useMemo(
    () => creatorPackageColors({ ...initialCreatorChoices(), company, packageColors }),
    [company, packageColors],
  );
  const prompt = useMemo(
    () => composeCreatorPrompt({ ...choices, packageColors: resolvedColors }),
    [choices, resolvedColors],
  );
  const template = creatorTemplate(choices.templateId);
  const tooLong = promptTooLong(prompt, 'additional details');

  const update = (patch: Partial<CreatorChoices>) => setChoices((c) => ({ ...c, ...patch }));
  // Randomized outside the state updater, which React may call twice and must stay pure.
  const randomize = () => {
    const next = randomizeCreator(choices);
    setChoices(next);
    run.setAnnouncement(
      `Randomized: ${creatorTemplate(next.templateId).name}, ${next.accessories.join(', ')}`,
    );
  };

  const generate = () => run.submit(prompt, creatorDetails(choices, template, resolvedColors), tooLong);

  return {
    ...run,
    choices,
    update,
    template,
    resolvedColors,
    prompt,
    tooLong,
    randomize,
    generate,
  };
}
