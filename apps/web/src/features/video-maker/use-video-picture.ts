import { useCallback, useEffect, useRef, useState } from 'react';
import { dataUrlToBlob } from '@/components/tool-kit/downloads/named-file';
import { peekHandedOffResult, takeHandedOffResult } from '@/components/tool-kit/generator/result-actions';
import { readPicture, type VideoPicture } from './picture-file';

// The video's picture: one handed over by another tool's "Make a video", chosen from the user's
// images or uploaded. A newer choice wins over a slower older one; the decoded picture is freed
// when another replaces it, its thumbnail's object URL when it is no longer shown.

export type PictureState =
  | { readonly status: 'empty' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly picture: VideoPicture; readonly url: string }
  | { readonly status: 'error'; readonly message: string };

type Loaded =
  | { readonly status: 'empty' | 'loading' }
  | { readonly status: 'ready'; readonly picture: VideoPicture; readonly blob: Blob }
  | { readonly status: 'error'; readonly message: string };

async function blobFromUrl(url: string): Promise<Blob | null> {
  if (url.startsWith('data:')) return dataUrlToBlob(url);
  const response = await fetch(url).catch(() => null);
  return response?.ok ? response.blob().catch(() => null) : null;
}

export function useVideoPicture() {
  const [handoff] = useState(() => peekHandedOffResult('video'));
  const [loaded, setLoaded] = useState<Loaded>(handoff ? { status: 'loading' } : { status: 'empty' });
  const current = useRef<ImageBitmap | null>(null);
  const turn = useRef(0);

  const load = useCallback(async (blob: Blob, name: string) => {
    const mine = ++turn.current;
    setLoaded({ status: 'loading' });
    const result = await readPicture(blob, name);
    if (mine !== turn.current) {
      if (result.ok) result.picture.bitmap.close();
      return;
    }
    if (!result.ok) {
      setLoaded({ status: 'error', message: result.message });
      return;
    }
    // The previous picture is no longer drawn anywhere (an encode works on its own copy).
    current.current?.close();
    current.current = result.picture.bitmap;
    setLoaded({ status: 'ready', picture: result.picture, blob });
  }, []);

  // A result sent here with "Make a video" is taken once.
  useEffect(() => {
    if (!handoff) return;
    takeHandedOffResult('video');
    void blobFromUrl(handoff).then((blob) =>
      blob
        ? load(blob, 'Your image')
        : setLoaded({
            status: 'error',
            message: 'The image you sent here could not be read. Upload it instead.',
          }),
    );
  }, [handoff, load]);

  // The thumbnail's address lives as long as its picture is shown.
  const blob = loaded.status === 'ready' ? loaded.blob : null;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);

  const state: PictureState =
    loaded.status === 'ready'
      ? url
        ? { status: 'ready', picture: loaded.picture, url }
        : { status: 'loading' }
      : loaded;
  return { state, load };
}
