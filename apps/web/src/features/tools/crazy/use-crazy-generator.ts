import type { AspectRatio } from '@mergepix/core';
import { useState } from 'react';
import type { GeneratorTokens } from '@/components/tool-kit/generator/generator-tokens';
import { fillTokens, missingTokens } from '@/components/tool-kit/generator/token-fill';
import { promptTooLong, useGeneratorRun } from '@/components/tool-kit/generator/use-generator-run';
import { usePromptText } from '@/components/tool-kit/generator/use-prompt-text';
import {
  CRAZY_EMPTY_PROMPT_ERROR,
  CRAZY_IDEAS,
  composeCrazyPrompt,
  DEFAULT_INTENSITY,
  intensityLevel,
} from './crazy-prompt';

/** The caption a new crazy image starts with: the reader's name, big. */
export const DEFAULT_CAPTION = 'Hi [FIRSTNAME]!';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** State, derived prompt and actions of the crazy image generator. */
export function useCrazyGenerator(tokens?: GeneratorTokens) {
  const run = useGeneratorRun('crazy', tokens);
  const { text, setText, error, ready } = usePromptText(CRAZY_EMPTY_PROMPT_ERROR);
  const [intensity, setIntensity] = useState(DEFAULT_INTENSITY);
  const [caption, setCaption] = useState(DEFAULT_CAPTION);
  const [aspectRatio, setAspectRatio] = useState<AspectRatio>('1:1');

  const filledText = fillTokens(text, tokens);
  const filledCaption = fillTokens(caption, tokens);
  const prompt = composeCrazyPrompt(filledText.text, intensity);
  const tooLong = promptTooLong(prompt, 'prompt');

  const applyIdea = (idea: string) => {
    setText(idea);
    run.setAnnouncement(`Idea used: ${idea}`);
  };
  // Randomized outside any state updater, which React may call twice and must stay pure.
  const surprise = () => {
    const idea = pick(CRAZY_IDEAS);
    const level = 5 * Math.floor(Math.random() * 21);
    setText(idea);
    setIntensity(level);
    run.setAnnouncement(`Surprise: ${idea}, intensity ${level}% (${intensityLevel(level).label})`);
  };

  const generate = () => {
    if (!ready(prompt)) return;
    void run.send(
      {
        prompt,
        intensity: intensity / 100,
        aspectRatio,
        ...(filledCaption.text ? { caption: filledCaption.text } : {}),
      },
      tooLong,
    );
  };

  return {
    ...run,
    text,
    setText,
    intensity,
    setIntensity,
    caption,
    setCaption,
    aspectRatio,
    setAspectRatio,
    error,
    prompt,
    captionText: filledCaption.text,
    missing: missingTokens(filledText, filledCaption),
    tooLong,
    applyIdea,
    surprise,
    generate,
  };
}
