import type { ComponentProps, MouseEvent } from 'react';
import type { FileSource } from './named-file';
import { saveFile } from './save-file';
import type { NamedFileState } from './use-named-file';

/** Props of {@link DownloadLink}: an anchor's, with what it saves in place of href and download. */
export interface DownloadLinkProps extends Omit<ComponentProps<'a'>, 'href' | 'download'> {
  /** What to save: a URL of ours, a data: URL or a Blob made in the browser. */
  source: FileSource;
  /** The base name, e.g. the catalog's `ghibli-image.png`: its extension follows the bytes. */
  name: string;
  /** The file once read ({@link useNamedFile}), shared with whatever else shows it. */
  named: NamedFileState;
}

/**
 * Every Download button of the app (docs/product.md#downloads): a link to the file under the name
 * its bytes call for. Clicked before the bytes were read, it reads them first and then saves.
 */
export function DownloadLink({ source, name, named, onClick, ...props }: DownloadLinkProps) {
  const ready = named.file !== null && named.href !== null;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (ready || event.defaultPrevented) return;
    event.preventDefault();
    void saveFile(source, name);
  };
  return (
    <a
      {...props}
      // A Blob not read yet has no URL of its own: '#' keeps the link focusable, the click saves it.
      href={named.href ?? (typeof source === 'string' ? source : '#')}
      download={named.file?.fileName ?? name}
      onClick={handleClick}
    />
  );
}
