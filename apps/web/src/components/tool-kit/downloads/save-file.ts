import { dataUrlToBlob, type FileSource, type NamedFile, namedFile } from './named-file';

// Saving and viewing a file the way every download of the app does (docs/product.md#downloads).

// A blob: URL given to a click or another tab must outlive it; a minute is plenty to load it.
const OBJECT_URL_LIFETIME_MS = 60_000;

function withObjectUrl(blob: Blob, use: (url: string) => void) {
  const url = URL.createObjectURL(blob);
  use(url);
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

function clickDownload(href: string, fileName: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
}

/** Saves a file already named by its bytes. */
function saveNamedFile(file: NamedFile): void {
  withObjectUrl(file.blob, (url) => clickDownload(url, file.fileName));
}

/**
 * Saves `source` as `name`'s base with the extension of what its bytes are. Should the bytes be
 * out of reach (a URL that no longer answers), the browser is given the URL under `name` as it is.
 */
export async function saveFile(source: FileSource, name: string): Promise<void> {
  let file: NamedFile;
  try {
    file = await namedFile(source, name);
  } catch {
    if (typeof source === 'string') clickDownload(source, name);
    return;
  }
  saveNamedFile(file);
}

/**
 * Opens a picture in a new tab: the file read already when there is one (so the tab shows it as
 * the type its bytes are), else the URL itself (ours are typed by their bytes when stored;
 * browsers refuse top-level data: URLs, so one of those is opened as a blob: URL).
 */
export function openFullSize(url: string, file: NamedFile | null): void {
  const blob = file?.blob ?? (url.startsWith('data:') ? dataUrlToBlob(url) : null);
  if (!blob) {
    window.open(url, '_blank', 'noopener');
    return;
  }
  withObjectUrl(blob, (objectUrl) => window.open(objectUrl, '_blank', 'noopener'));
}
