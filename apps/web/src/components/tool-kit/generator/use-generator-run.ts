import type { FigureDetails } from '@mergepix/core';
import { type AiModelChoice, type CatalogId, generatorSettings, PROMPT_MAX_LENGTH } from '@mergepix/core';
import { useState } from 'react';
import type { GeneratorTokens } from './generator-tokens';
import { fillPayloadTokens } from './token-fill';
import { type GenerationPayload, useImageGeneration } from './use-image-generation';

/**
 * What every generator keeps besides its own choices: the model (starting on the catalog's
 * default for `id`), the reference image, the generation and the screen-reader announcement; and
 * one way to send a prompt with its structured details. Whatever a tool sends goes through
 * `fillPayloadTokens` with the user's `tokens` first, so every text field of every tool reaches
 * the server with its tokens filled (docs/product.md#personalization-tokens). `tokens` is the
 * user's own values only, never the samples.
 */
export function useGeneratorRun(id: CatalogId, tokens: GeneratorTokens | undefined) {
  const [settings] = useState(() => generatorSettings(id));
  const [model, setModel] = useState<AiModelChoice>(settings.defaultModel);
  const [reference, setReference] = useState<string | null>(null);
  /** Announced to screen readers after Randomize, since the change happens away from focus. */
  const [announcement, setAnnouncement] = useState('');
  const generation = useImageGeneration(settings.imageFunction);
  const busy = generation.status === 'generating';

  /** Sends the prompt and the choices behind it, unless a generation runs or `blocked` says why not. */
  const submit = (prompt: string, details: FigureDetails, blocked?: string) => {
    if (busy || blocked) return;
    void generation.generate(
      fillPayloadTokens({ prompt, provider: model, referenceImageUrl: reference, details }, tokens),
    );
  };

  /**
   * Sends a function's own payload with the chosen model and reference (unless a generation runs
   * or `blocked` says why not); resolves the result, or null when nothing was sent or it failed.
   */
  const send = async (
    payload: Omit<GenerationPayload, 'provider'> & { provider?: string },
    blocked?: string,
  ) => {
    if (busy || blocked) return null;
    return generation.generate(
      fillPayloadTokens({ provider: model, referenceImageUrl: reference, ...payload }, tokens),
    );
  };

  return {
    settings,
    send,
    model,
    setModel,
    reference,
    setReference,
    announcement,
    setAnnouncement,
    generation,
    busy,
    submit,
  };
}

/** Why a prompt cannot be sent as it is, naming the field to shorten; undefined when it fits. */
export function promptTooLong(prompt: string, field: string): string | undefined {
  return prompt.length > PROMPT_MAX_LENGTH ? `The prompt is too long; shorten the ${field}.` : undefined;
}
