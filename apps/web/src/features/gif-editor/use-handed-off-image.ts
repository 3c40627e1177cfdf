import { useEffect, useRef } from 'react';
import { dataUrlToBlob } from '@/components/tool-kit/downloads/named-file';
import { takeHandedOffResult } from '@/components/tool-kit/generator/result-actions';

/** A generated result sent here with "Animate this" becomes a frame, once. */
export function useHandedOffImage(
  add: (blobs: Blob[]) => Promise<void>,
  fail: (message: string) => void,
): void {
  const taken = useRef(false);
  useEffect(() => {
    if (taken.current) return;
    taken.current = true;
    const url = takeHandedOffResult('gif');
    if (!url) return;
    const blob = url.startsWith('data:')
      ? Promise.resolve(dataUrlToBlob(url))
      : fetch(url).then((r) => (r.ok ? r.blob() : null));
    void blob
      .catch(() => null)
      .then((b) =>
        b
          ? add([b])
          : fail('The image you sent here could not be read. Download it and add it to the timeline.'),
      );
  }, [add, fail]);
}
