import type { AspectRatio } from '@mergepix/core';
import { useState } from 'react';
import type { GeneratorTokens } from '@/components/tool-kit/generator/generator-tokens';
import { fillTokens } from '@/components/tool-kit/generator/token-fill';
import { promptTooLong, useGeneratorRun } from '@/components/tool-kit/generator/use-generator-run';
import { AI_IMAGE_EMPTY_PROMPT_ERROR, type AiImageStyle, composeAiImagePrompt } from './ai-image-prompt';
import { usePromptSuggestions } from './use-prompt-suggestions';

/** State, derived prompt and actions of the AI image generator. */
export function useAiImage(tokens?: GeneratorTokens) {
  const run = useGeneratorRun('image');
  const [text, setText] = useState('');
  const [style, setStyle] = useState<AiImageStyle>('');
  const [aspectRatio, setAspectRatio] = useState<AspectRatio>('1:1');
  const [error, setError] = useState<string | null>(null);
  const suggestions = usePromptSuggestions(tokens);

  const filled = fillTokens(text, tokens);
  const prompt = composeAiImagePrompt(filled.text, style);
  const tooLong = promptTooLong(prompt, 'prompt');

  const changeText = (next: string) => {
    setText(next);
    if (next.trim()) setError(null);
  };
  const applySuggestion = (suggestion: string) => {
    changeText(suggestion);
    run.setAnnouncement(`Prompt replaced with: ${suggestion}`);
  };

  const generate = () => {
    if (!prompt) {
      setError(AI_IMAGE_EMPTY_PROMPT_ERROR);
      return;
    }
    setError(null);
    void run.send({ prompt, aspectRatio }, tooLong);
  };

  return {
    ...run,
    text,
    setText: changeText,
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
