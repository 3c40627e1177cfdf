import {
  type CreatorChoices,
  composeCreatorPrompt,
  creatorPackageColors,
  creatorTemplate,
  initialCreatorChoices,
  randomizeCreator,
} from '@mergepix/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { creatorDetails } from '@/components/tool-kit/generator/figure-details';
import type { GeneratorTokens } from '@/components/tool-kit/generator/generator-tokens';
import { promptTooLong, useGeneratorRun } from '@/components/tool-kit/generator/use-generator-run';
import {
  creatorPrefill,
  fillCreatorChoices,
  initialCreatorForm,
  NAME_REQUIRED_MESSAGE,
  withCreatorPrefill,
} from './creator-state';

/** State, derived prompt and actions of the action figure creator. */
export function useActionFigureCreator(tokens?: GeneratorTokens) {
  const [choices, setChoices] = useState<CreatorChoices>(() => initialCreatorForm(tokens));
  const [nameError, setNameError] = useState<string | null>(null);
  const run = useGeneratorRun('action-figure', tokens);
  // Token values may arrive after the first render (a signed-in user's profile): the name and
  // company follow them until the user types in those fields.
  const { name: prefillName, company: prefillCompany } = creatorPrefill(tokens);
  const lastPrefill = useRef({ name: prefillName, company: prefillCompany });
  useEffect(() => {
    const next = { name: prefillName, company: prefillCompany };
    const last = lastPrefill.current;
    lastPrefill.current = next;
    setChoices((c) => withCreatorPrefill(c, last, next));
  }, [prefillName, prefillCompany]);
  // Every text the user typed, with its tokens filled: the prompt, its preview and the details
  // are made from these, so all three say the same.
  const { filled, missing } = useMemo(() => fillCreatorChoices(choices, tokens), [choices, tokens]);

  // Without colours or a company the core picks a random scheme on every call; resolving it once
  // per company/colour change keeps the preview, the prompt sent and the details in agreement.
  const { company, packageColors } = filled;
  const resolvedColors = useMemo(
    () => creatorPackageColors({ ...initialCreatorChoices(), company, packageColors }),
    [company, packageColors],
  );
  const prompt = useMemo(
    () => composeCreatorPrompt({ ...filled, packageColors: resolvedColors }),
    [filled, resolvedColors],
  );
  const template = creatorTemplate(choices.templateId);
  const tooLong = promptTooLong(prompt, 'additional details');

  const update = (patch: Partial<CreatorChoices>) => {
    setChoices((c) => ({ ...c, ...patch }));
    if (patch.name?.trim()) setNameError(null);
  };
  // Randomized outside the state updater, which React may call twice and must stay pure.
  const randomize = () => {
    const next = randomizeCreator(choices);
    setChoices(next);
    run.setAnnouncement(
      `Randomized: ${creatorTemplate(next.templateId).name}, ${next.accessories.join(', ')}`,
    );
  };

  // The name is the point of the box: the creator asks for it rather than inventing one.
  const generate = () => {
    const blocked = filled.name.trim() ? undefined : NAME_REQUIRED_MESSAGE;
    setNameError(blocked ?? null);
    run.submit(prompt, creatorDetails(filled, template, resolvedColors), blocked ?? tooLong);
  };

  return {
    ...run,
    choices,
    update,
    template,
    resolvedColors,
    prompt,
    missing,
    nameError,
    /** Shown above Generate: why the last Generate was refused. */
    error: nameError,
    tooLong,
    randomize,
    generate,
  };
}
