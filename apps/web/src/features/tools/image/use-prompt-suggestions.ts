import { promptRecommendationsResultSchema } from '@mergepix/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GeneratorTokens } from '@/components/tool-kit/generator/generator-tokens';
import { apiRequest } from '@/lib/api-client';
import { cleanSuggestions, suggestionTokens } from './ai-image-prompt';

/** Where the suggestions are. */
export type SuggestionsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; items: string[] }
  | { status: 'error'; message: string };

/**
 * Prompt suggestions from the prompt-recommendations function, for the words typed so far and the
 * chosen style. A newer request makes an older answer stale; leaving the page aborts it.
 */
export function usePromptSuggestions(tokens: GeneratorTokens | undefined) {
  const [state, setState] = useState<SuggestionsState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const suggest = useCallback(
    async (basePrompt: string, style: string) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: 'loading' });
      try {
        const answer = await apiRequest<unknown>('/functions/v1/prompt-recommendations', {
          body: { basePrompt, tokens: suggestionTokens(tokens), ...(style ? { style } : {}) },
          signal: abort.signal,
        });
        const parsed = promptRecommendationsResultSchema.safeParse(answer);
        if (abort.signal.aborted) return;
        const items = parsed.success ? cleanSuggestions(parsed.data.recommendations) : [];
        setState(
          items.length > 0
            ? { status: 'done', items }
            : { status: 'error', message: 'No suggestions came back. Try again in a moment.' },
        );
      } catch (error) {
        if (abort.signal.aborted) return;
        const reason = error instanceof Error && error.message ? error.message : 'Unknown error';
        setState({ status: 'error', message: `Couldn't get suggestions: ${reason}` });
      }
    },
    [tokens],
  );

  return { state, suggest };
}
