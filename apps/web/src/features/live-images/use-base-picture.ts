import { useEffect, useState } from 'react';
import type { BasePicture } from '@/components/tool-kit/designs/design-render';

/** Loads a base picture (null while loading, without one, or when it fails). */
export function useBasePicture(url: string | null): { picture: BasePicture | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; picture: BasePicture | null; failed: boolean }>({
    url: null,
    picture: null,
    failed: false,
  });
  useEffect(() => {
    if (!url) return;
    let live = true;
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => live && setState({ url, picture: image, failed: false });
    image.onerror = () => live && setState({ url, picture: null, failed: true });
    image.src = url;
    return () => {
      live = false;
    };
  }, [url]);
  return state.url === url && url
    ? { picture: state.picture, failed: state.failed }
    : { picture: null, failed: false };
}
