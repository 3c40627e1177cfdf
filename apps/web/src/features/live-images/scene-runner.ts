// The order of "Generate a scene for each segment", apart from React and the network: one scene
// at a time, each handed over as soon as it is made, a failure noted on its row and the next
// one tried, and a cancel that stops at once and puts the rows not made back as they were.

export type SceneStatus =
  | { readonly state: 'waiting' }
  | { readonly state: 'running' }
  | { readonly state: 'done' }
  | { readonly state: 'failed'; readonly error: string };

export interface SceneEvents {
  /** A row's status; null puts the row back as it was before the run. */
  status: (value: string, status: SceneStatus | null) => void;
  made: (value: string, generationId: string, url: string) => void;
  /** One more row finished (made or failed). */
  finished: () => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export async function runScenes(
  values: readonly string[],
  make: (value: string, signal: AbortSignal) => Promise<{ id: string; url: string }>,
  describe: (error: unknown) => string,
  on: SceneEvents,
  signal: AbortSignal,
): Promise<void> {
  for (const v of values) on.status(v, { state: 'waiting' });
  const left = [...values];
  while (left.length > 0 && !signal.aborted) {
    const value = left[0] as string;
    on.status(value, { state: 'running' });
    try {
      const made = await make(value, signal);
      if (signal.aborted) break;
      on.made(value, made.id, made.url);
      on.status(value, { state: 'done' });
    } catch (error) {
      if (isAbort(error) || signal.aborted) break;
      on.status(value, { state: 'failed', error: describe(error) });
    }
    left.shift();
    on.finished();
  }
  for (const v of left) on.status(v, null);
}
