import {
  type ImageFunctionName,
  type ImageResult,
  imageResultSchema,
  SIMULATED_PROGRESS_STEP_MS,
  SIMULATED_PROGRESS_STEPS,
} from '@mergepix/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiRequest } from '@/lib/api-client';

/** Where a generation is. */
export type GenerationStatus = 'idle' | 'generating' | 'success' | 'error';

/** What a generator shows: status, simulated progress (0..100), the result or the error text. */
export interface GenerationState {
  status: GenerationStatus;
  progress: number;
  result: ImageResult | null;
  error: string | null;
}

/** Server function a generator calls: any of the image functions. */
export type GenerationFunction = ImageFunctionName;

/**
 * What a generator sends. `prompt` and `provider` are what every image function takes; the rest
 * are the function's own fields (a style, captions, an intensity...). Empty reference images and
 * details are left out.
 */
export interface GenerationPayload {
  prompt?: string;
  provider: string;
  /** A data URL or stored image path; empty values are left out. */
  referenceImageUrl?: string | null;
  details?: Record<string, unknown>;
  readonly [field: string]: unknown;
}

/** The simulated bar stops here until the answer arrives. */
export const SIMULATED_PROGRESS_CAP = 90;

/** What failed, per function, in the error catalogue's words (docs/product.md#error-catalogue). */
const FAILURE_SUBJECT: Record<GenerationFunction, string> = {
  'action-figure': 'action figure',
  'ghibli-image': 'Ghibli-style image',
  'reference-image': 'cartoon image',
  'meme-generator': 'meme',
  'crazy-image': 'crazy image',
  'image-generation': 'image',
};

/** Added to a Ghibli failure whose reason mentions 400 (docs/product.md#error-catalogue). */
export const GHIBLI_400_HINT =
  'This may mean an invalid API key or a problem with the prompt content; try rewording the description.';

/** The next simulated progress value: SIMULATED_PROGRESS_STEPS equal steps up to the cap. */
export function nextProgress(progress: number): number {
  return Math.min(SIMULATED_PROGRESS_CAP, progress + SIMULATED_PROGRESS_CAP / SIMULATED_PROGRESS_STEPS);
}

/**
 * "Failed to generate {what}: {message}", with "Unknown error" when there is none; a Ghibli
 * failure that mentions 400 (or answered 400) gets the hint (docs/product.md#error-catalogue).
 */
export function generationErrorMessage(error: unknown, fn: GenerationFunction = 'action-figure'): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const reason = message.trim() || 'Unknown error';
  const status = error instanceof ApiError ? error.status : 0;
  const hint =
    fn === 'ghibli-image' && (status === 400 || /\b400\b/.test(reason)) ? ` ${GHIBLI_400_HINT}` : '';
  return `Failed to generate ${FAILURE_SUBJECT[fn]}: ${reason}${hint}`;
}

/** The request body: empty reference images and details are left out. */
export function generationBody({ referenceImageUrl, details, ...rest }: GenerationPayload) {
  return {
    ...rest,
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
