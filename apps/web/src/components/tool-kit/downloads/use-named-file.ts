import { useEffect, useState } from 'react';
import { type FileSource, type NamedFile, namedFile } from './named-file';

/** What a download link offers: the file named by its bytes and its blob: URL, once read. */
export interface NamedFileState {
  readonly file: NamedFile | null;
  readonly href: string | null;
}

const NONE: NamedFileState = { file: null, href: null };

/**
 * Reads `source` once it is there and names it by its bytes (docs/product.md#downloads), so a
 * link to it carries the right name before it is clicked; the blob: URL is let go when the source
 * changes or the component goes.
 */
export function useNamedFile(source: FileSource | null, name: string): NamedFileState {
  const [state, setState] = useState<NamedFileState>(NONE);
  useEffect(() => {
    if (!source) return;
    let live = true;
    let href: string | null = null;
    namedFile(source, name).then(
      (file) => {
        if (!live) return;
        href = URL.createObjectURL(file.blob);
        setState({ file, href });
      },
      // Unreadable: the link keeps the source and the name as given.
      () => undefined,
    );
    return () => {
      live = false;
      if (href) URL.revokeObjectURL(href);
      setState(NONE);
    };
  }, [source, name]);
  return state;
}
