import type { AspectRatio } from '@mergepix/core';
import { useState } from 'react';
import type { GeneratorTokens } from '@/components/tool-kit/generator/generator-tokens';
import { fillTokens } from '@/components/tool-kit/generator/token-fill';
import { promptTooLong, useGeneratorRun } from '@/components/tool-kit/generator/use-generator-run';
import { usePromptText } from '@/components/tool-kit/generator/use-prompt-text';
import { AI_IMAGE_EMPTY_PROMPT_ERROR, type AiImageStyle, composeAiImagePrompt } from './ai-image-prompt';
import { usePromptSuggestions } from './use-prompt-suggestions';

/** State, derived prompt and actions of the AI image generator. */
export function useAiImage(tokens?: GeneratorTokens) {
  const run = useGeneratorRun('image', tokens);
  const { text, setText, error, ready } = usePromptText(AI_IMAGE_EMPTY_PROMPT_ERROR);
  const [style, setStyle] = useState<AiImageStyle>('');
  const [aspectRatio, setAspectRatio] = useState<AspectRatio>('1:1');
  const suggestions = usePromptSuggestions(tokens);

  const filled = fillTokens(text, tokens);
  const prompt = composeAiImagePrompt(filled.text, style);
  const tooLong = promptTooLong(prompt, 'prompt');

  const applySuggestion = (suggestion: string) => {
    setText(suggestion);
    run.setAnnouncement(`Prompt replaced with: ${suggestion}`);
  };

  const generate = () => {
    if (!ready(prompt)) return;
    void run.send({ prompt, aspectRatio }, tooLong);
  };

  return {
    ...run,
    text,
    setText,
    style,
    setStyle,
    aspectRatio,
    setAspectRatio,
    error,
    prompt,
    missing: filled.missing,
    tooLong,
    suggestions: suggestions.state,
    suggest: () => void suggestions.suggest(text, style),
    applySuggestion,
    generate,
  };
}
