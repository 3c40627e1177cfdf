import type { StereoPcm, TokenValues, VideoSettings } from '@mergepix/core';
import { VIDEO_FPS, videoFrameSize } from '@mergepix/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { etaSeconds } from './encode-progress';

// The encode as the page sees it: idle, running (progress and time left), done (the file to
// download), failed or cancelled. Leaving the page (or the tool) cancels a running encode, and the
// browser asks before a reload or a closed tab throws the work away. A finished file is only ever
// offered once the encoder has written all of it.

export type EncodeState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly done: number; readonly total: number; readonly eta: number | null }
  | {
      readonly status: 'done';
      readonly url: string;
      readonly blob: Blob;
      readonly extension: 'mp4' | 'webm';
      readonly seconds: number;
      readonly audio: 'aac' | 'opus' | null;
      /** When it finished: the download's name carries it. */
      readonly finishedAt: number;
    }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'cancelled' };

export interface EncodeInput {
  /**
   * The encode's own copy of the picture, started when the user clicked (so choosing another
   * picture meanwhile cannot close it under the encoder); closed when the encode ends.
   */
  readonly picture: Promise<ImageBitmap>;
  readonly settings: VideoSettings;
  readonly values: TokenValues;
  readonly audio: StereoPcm | null;
}

/** Fonts, the picture and the music are ready before `start`; this runs the encode itself. */
export function useVideoEncode(prepare: () => Promise<void>) {
  const [state, setState] = useState<EncodeState>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const url = useRef<string | null>(null);

  const release = useCallback(() => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  }, []);

  const start = useCallback(
    async (input: EncodeInput) => {
      abort.current?.abort();
      release();
      const controller = new AbortController();
      abort.current = controller;
      const total = input.settings.durationS * VIDEO_FPS;
      setState({ status: 'running', done: 0, total, eta: null });
      // Each step of the preparation can take a while (the first AAC encoder download, fonts): a
      // cancel between them stops at once.
      const step = async <T>(work: Promise<T>): Promise<T> => {
        const value = await work;
        if (controller.signal.aborted) throw new DOMException('cancelled', 'AbortError');
        return value;
      };
      let picture: ImageBitmap | null = null;
      try {
        picture = await step(input.picture);
        const { planVideoEncode } = await step(import('./video-support'));
        const plan = await step(
          planVideoEncode(videoFrameSize(input.settings.resolution, input.settings.aspect)),
        );
        if (!plan) throw new Error('This browser cannot encode video. Try the GIF editor instead.');
        await step(prepare());
        const { encodeVideo } = await step(import('./encode-video'));
        const began = performance.now();
        const result = await encodeVideo({
          ...input,
          picture,
          plan,
          signal: controller.signal,
          onProgress: (done, all) =>
            setState({
              status: 'running',
              done,
              total: all,
              eta: etaSeconds(done, all, performance.now() - began),
            }),
        });
        if (controller.signal.aborted) throw new DOMException('cancelled', 'AbortError');
        url.current = URL.createObjectURL(result.blob);
        setState({
          status: 'done',
          url: url.current,
          blob: result.blob,
          extension: result.extension,
          seconds: (performance.now() - began) / 1000,
          audio: result.audioCodec,
          finishedAt: Date.now(),
        });
      } catch (error) {
        if (controller.signal.aborted) {
          if (abort.current === controller) setState({ status: 'cancelled' });
          return;
        }
        console.warn('Video encode failed:', error);
        setState({ status: 'failed', message: encodeFailure(error) });
      } finally {
        picture?.close();
        if (abort.current === controller) abort.current = null;
      }
    },
    [prepare, release],
  );

  const cancel = useCallback(() => {
    if (!abort.current) return;
    abort.current.abort();
    abort.current = null;
    setState({ status: 'cancelled' });
  }, []);
  const reset = useCallback(() => {
    abort.current?.abort();
    release();
    setState({ status: 'idle' });
  }, [release]);

  // Unmounting (another page, the studio dialog closed) cancels the work and frees the file.
  useEffect(
    () => () => {
      if (abort.current) {
        abort.current.abort();
        console.info('Video encode stopped: the page or tool was closed.');
      }
      release();
    },
    [release],
  );

  const running = state.status === 'running';
  useEffect(() => {
    if (!running) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [running]);

  return { state, start, cancel, reset };
}

/** What to tell the user when an encode fails. */
export function encodeFailure(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  if (/cannot encode video|GIF editor/.test(text)) return text;
  if (/memory|allocation/i.test(text))
    return 'The browser ran out of memory making this video. Try 720p or a shorter video.';
  return 'The video could not be made in this browser. Try 720p, or reload the page and try again.';
}
