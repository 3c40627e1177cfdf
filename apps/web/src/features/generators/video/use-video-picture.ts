import { useCallback, useEffect, useRef, useState } from 'react';
import { dataUrlToBlob } from '@/features/generators/frame/generation-result';
import { peekHandedOffResult, takeHandedOffResult } from '@/features/generators/frame/result-actions';
import { readPicture, type VideoPicture } from './picture-file';

// The video's picture: one handed over by another tool's "Make a video", chosen from the user's
// images or uploaded. A newer choice wins over a slower older one; the decoded picture is freed
// when another replaces it (on unmount the garbage collector frees it: closing it there would
// break React's development double mount).

export type PictureState =
  | { readonly status: 'empty' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly picture: VideoPicture; readonly url: string }
  | { readonly status: 'error'; readonly message: string };

async function blobFromUrl(url: string): Promise<Blob | null> {
  if (url.startsWith('data:')) return dataUrlToBlob(url);
  const response = await fetch(url).catch(() => null);
  return response?.ok ? response.blob() : null;
}

export function useVideoPicture() {
  const [handoff] = useState(() => peekHandedOffResult('video'));
  const [state, setState] = useState<PictureState>(handoff ? { status: 'loading' } : { status: 'empty' });
  const current = useRef<{ bitmap: ImageBitmap; url: string } | null>(null);
  const turn = useRef(0);

  const free = useCallback(() => {
    current.current?.bitmap.close();
    if (current.current) URL.revokeObjectURL(current.current.url);
    current.current = null;
  }, []);

  const load = useCallback(
    async (blob: Blob, name: string) => {
      const mine = ++turn.current;
      setState({ status: 'loading' });
      const result = await readPicture(blob, name);
      if (mine !== turn.current) {
        if (result.ok) result.picture.bitmap.close();
        return;
      }
      if (!result.ok) {
        setState({ status: 'error', message: result.message });
        return;
      }
      free();
      const url = URL.createObjectURL(blob);
      current.current = { bitmap: result.picture.bitmap, url };
      setState({ status: 'ready', picture: result.picture, url });
    },
    [free],
  );

  // A result sent here with "Make a video" is taken once.
  useEffect(() => {
    if (!handoff) return;
    takeHandedOffResult('video');
    void blobFromUrl(handoff).then((blob) =>
      blob
        ? load(blob, 'Your image')
        : setState({
            status: 'error',
            message: 'The image you sent here could not be read. Upload it instead.',
          }),
    );
  }, [handoff, load]);

  return { state, load };
}
