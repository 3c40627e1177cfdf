import {
  type AiModelChoice,
  type ImageResult,
  imageResultSchema,
  SIMULATED_PROGRESS_STEP_MS,
  SIMULATED_PROGRESS_STEPS,
} from '@mergepix/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/lib/api-client';

/** Where a generation is. */
export type GenerationStatus = 'idle' | 'generating' | 'success' | 'error';

/** What a generator shows: status, simulated progress (0..100), the result or the error text. */
export interface GenerationState {
  status: GenerationStatus;
  progress: number;
  result: ImageResult | null;
  error: string | null;
}

/** Server function a generator calls. */
export type GenerationFunction = 'action-figure';

/** What {@link useImageGeneration}'s generate sends. */
export interface GenerationPayload {
  prompt: string;
  provider: AiModelChoice;
  /** A data URL or stored image path; empty values are left out. */
  referenceImageUrl?: string | null;
  details?: Record<string, unknown>;
}

/** The simulated bar stops here until the answer arrives. */
export const SIMULATED_PROGRESS_CAP = 90;

/** Error prefix per function (spec §8). */
const FAILURE_PREFIX: Record<GenerationFunction, string> = {
  'action-figure': 'Failed to generate action figure',
};

/** The next simulated progress value: SIMULATED_PROGRESS_STEPS equal steps up to the cap. */
export function nextProgress(progress: number): number {
  return Math.min(SIMULATED_PROGRESS_CAP, progress + SIMULATED_PROGRESS_CAP / SIMULATED_PROGRESS_STEPS);
}

/** "Failed to generate action figure: {message}", with "Unknown error" when there is none. */
export function generationErrorMessage(error: unknown, fn: GenerationFunction = 'action-figure'): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return `${FAILURE_PREFIX[fn]}: ${message.trim() || 'Unknown error'}`;
}

/** The request body: empty reference images and details are left out. */
export function generationBody({ prompt, provider, referenceImageUrl, details }: GenerationPayload) {
  return {
    prompt,
    provider,
    ...(referenceImageUrl ? { referenceImageUrl } : {}),
    ...(details && Object.keys(details).length > 0 ? { details } : {}),
  };
}

/** What {@link useImageGeneration} returns. */
export type ImageGeneration = GenerationState & {
  generate: (payload: GenerationPayload) => Promise<ImageResult | null>;
  reset: () => void;
};

const IDLE: GenerationState = { status: 'idle', progress: 0, result: null, error: null };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Calls an image function with a simulated progress bar (10 × 300 ms up to 90 %, then 100 on
 * success). A newer generate or reset makes older answers stale: they are ignored and aborted,
 * as is a request still running on unmount. generate resolves the result, or null on failure.
 */
export function useImageGeneration(fn: GenerationFunction = 'action-figure'): ImageGeneration {
  const [state, setState] = useState<GenerationState>(IDLE);
  const request = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
    controller.current?.abort();
    controller.current = null;
  }, []);

  useEffect(
    () => () => {
      request.current++;
      stop();
    },
    [stop],
  );

  const generate = useCallback(
    async (payload: GenerationPayload): Promise<ImageResult | null> => {
      stop();
      const id = ++request.current;
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: 'generating', progress: 0, result: null, error: null });
      let steps = 0;
      timer.current = setInterval(() => {
        steps++;
        if (steps >= SIMULATED_PROGRESS_STEPS) clearInterval(timer.current);
        setState((s) => (s.status === 'generating' ? { ...s, progress: nextProgress(s.progress) } : s));
      }, SIMULATED_PROGRESS_STEP_MS);

      try {
        const answer = await apiRequest<unknown>(`/functions/v1/${fn}`, {
          body: generationBody(payload),
          signal: abort.signal,
        });
        const parsed = imageResultSchema.safeParse(answer);
        if (!parsed.success) throw new Error('The server sent an answer without an image.');
        if (id !== request.current) return null;
        clearInterval(timer.current);
        setState({ status: 'success', progress: 100, result: parsed.data, error: null });
        return parsed.data;
      } catch (error) {
        if (id !== request.current || isAbort(error)) return null;
        clearInterval(timer.current);
        setState({ status: 'error', progress: 0, result: null, error: generationErrorMessage(error, fn) });
        return null;
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [fn, stop],
  );

  const reset = useCallback(() => {
    request.current++;
    stop();
    setState(IDLE);
  }, [stop]);

  return { ...state, generate, reset };
}
