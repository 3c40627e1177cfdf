import { type GenerationRecord, generatorSettings, imageResultSchema, segmentKey } from '@mergepix/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { generationErrorMessage } from '@/components/tool-kit/generator/use-image-generation';
import { apiRequest } from '@/lib/api-client';
import { generationIdFor, nearestAspectRatio, scenePrompt } from './segments-doc';

// "Generate a scene for each segment": one image per segment from the image tool's function
// (image-generation, on the offline engine here), one at a time, each set as its segment's base
// as soon as it is made, so cancelling or a failure further on loses nothing already made.

export type SceneStatus =
  | { readonly state: 'waiting' }
  | { readonly state: 'running' }
  | { readonly state: 'done' }
  | { readonly state: 'failed'; readonly error: string };

export interface SceneRun {
  readonly total: number;
  readonly finished: number;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Makes one scene; resolves its generation id and picture URL. */
async function makeScene(prompt: string, size: { width: number; height: number }, signal: AbortSignal) {
  const { imageFunction, defaultModel } = generatorSettings('image');
  const answer = await apiRequest<unknown>(`/functions/v1/${imageFunction}`, {
    body: { prompt, provider: defaultModel, aspectRatio: nearestAspectRatio(size.width, size.height) },
    signal,
  });
  const result = imageResultSchema.safeParse(answer);
  if (!result.success) throw new Error('The server sent an answer without an image.');
  const history = await apiRequest<GenerationRecord[]>('/rest/v1/generations?limit=20', { signal });
  const id = generationIdFor(history, result.data.imageUrl);
  if (!id) throw new Error('The picture was made but is not in your history; try again.');
  return { id, url: result.data.imageUrl };
}

export function useSceneGeneration(
  size: { width: number; height: number },
  onMade: (value: string, generationId: string, url: string) => void,
) {
  const [rows, setRows] = useState<Readonly<Record<string, SceneStatus>>>({});
  const [run, setRun] = useState<SceneRun | null>(null);
  const abort = useRef<AbortController | null>(null);
  const madeRef = useRef(onMade);
  madeRef.current = onMade;
  const sizeRef = useRef(size);
  sizeRef.current = size;

  useEffect(() => () => abort.current?.abort(), []);

  const setRow = useCallback(
    (value: string, status: SceneStatus | null) =>
      setRows((r) => {
        const next = { ...r };
        if (status) next[segmentKey(value)] = status;
        else delete next[segmentKey(value)];
        return next;
      }),
    [],
  );

  /** Makes a scene for each of `values` in turn, from the owner's scene description. */
  const start = useCallback(
    async (values: readonly string[], scene: string) => {
      if (abort.current || values.length === 0) return;
      const controller = new AbortController();
      abort.current = controller;
      for (const v of values) setRow(v, { state: 'waiting' });
      setRun({ total: values.length, finished: 0 });
      for (const value of values) {
        if (controller.signal.aborted) break;
        setRow(value, { state: 'running' });
        try {
          const made = await makeScene(scenePrompt(scene, value), sizeRef.current, controller.signal);
          madeRef.current(value, made.id, made.url);
          setRow(value, { state: 'done' });
        } catch (error) {
          if (isAbort(error) || controller.signal.aborted) break;
          setRow(value, { state: 'failed', error: generationErrorMessage(error, 'image-generation') });
        }
        setRun((r) => (r ? { ...r, finished: r.finished + 1 } : r));
      }
      // Cancelled: the rows not made go back to how they were.
      if (controller.signal.aborted)
        setRows((r) =>
          Object.fromEntries(Object.entries(r).filter(([, s]) => s.state === 'done' || s.state === 'failed')),
        );
      abort.current = null;
      setRun(null);
    },
    [setRow],
  );

  const cancel = useCallback(() => abort.current?.abort(), []);

  return {
    rows,
    run,
    busy: run !== null,
    start,
    cancel,
    statusOf: (value: string): SceneStatus | undefined => rows[segmentKey(value)],
  };
}
