import { type GenerationRecord, generatorSettings, imageResultSchema, segmentKey } from '@mergepix/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { generationErrorMessage } from '@/components/tool-kit/generator/use-image-generation';
import { apiRequest } from '@/lib/api-client';
import { runScenes, type SceneStatus } from './scene-runner';
import { generationIdFor, nearestAspectRatio, scenePrompt } from './segments-doc';

// "Generate a scene for each segment": one image per segment from the image tool's function
// (image-generation, on the offline engine here), one at a time, each set as its segment's base
// as soon as it is made, so cancelling or a failure further on loses nothing already made.

export interface SceneRun {
  readonly total: number;
  readonly finished: number;
}

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
      setRun({ total: values.length, finished: 0 });
      await runScenes(
        values,
        async (value, signal) => makeScene(scenePrompt(scene, value), sizeRef.current, signal),
        (error) => generationErrorMessage(error, 'image-generation'),
        {
          status: setRow,
          made: (value, id, url) => madeRef.current(value, id, url),
          finished: () => setRun((r) => (r ? { ...r, finished: r.finished + 1 } : r)),
        },
        controller.signal,
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
