import {
  type AiModelChoice,
  type CreatorChoices,
  composeCreatorPrompt,
  creatorPackageColors,
  creatorTemplate,
  generatorSettings,
  initialCreatorChoices,
  PROMPT_MAX_LENGTH,
  randomizeCreator,
} from '@mergepix/core';
import { useMemo, useState } from 'react';
import { useImageGeneration } from '@/features/generators/frame';
import { creatorDetails } from '@/features/generators/frame/figure-details';
import type { GeneratorTokens } from '@/features/generators/frame/generator-tokens';
import { initialCreatorForm } from './creator-state';

/** State, derived prompt and actions of the action figure creator. */
export function useActionFigureCreator(tokens?: GeneratorTokens) {
  const [choices, setChoices] = useState<CreatorChoices>(() => initialCreatorForm(tokens));
  const [model, setModel] = useState<AiModelChoice>(generatorSettings('action-figure').defaultModel);
  const [reference, setReference] = useState<string | null>(null);
  /** Announced to screen readers after Randomize, since the change happens away from focus. */
  const [announcement, setAnnouncement] = useState('');
  const generation = useImageGeneration();

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
  const busy = generation.status === 'generating';
  const tooLong =
    prompt.length > PROMPT_MAX_LENGTH ? 'The prompt is too long; shorten the additional details.' : undefined;

  const update = (patch: Partial<CreatorChoices>) => setChoices((c) => ({ ...c, ...patch }));
  // Randomized outside the state updater, which React may call twice and must stay pure.
  const randomize = () => {
    const next = randomizeCreator(choices);
    setChoices(next);
    setAnnouncement(`Randomized: ${creatorTemplate(next.templateId).name}, ${next.accessories.join(', ')}`);
  };

  const generate = () => {
    if (busy || tooLong) return;
    void generation.generate({
      prompt,
      provider: model,
      referenceImageUrl: reference,
      details: creatorDetails(choices, template, resolvedColors),
    });
  };

  return {
    choices,
    update,
    template,
    model,
    setModel,
    reference,
    setReference,
    generation,
    resolvedColors,
    announcement,
    prompt,
    busy,
    tooLong,
    randomize,
    generate,
  };
}
