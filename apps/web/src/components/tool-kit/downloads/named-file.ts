import { downloadFileName, FILE_TYPE_SNIFF_BYTES, sniffFileType } from '@mergepix/core';

// A file to download as its bytes say it is (docs/product.md#downloads): the base name a tool
// chose, the extension and the Blob's type from the first bytes, whatever a data URL, a blob's
// type or a name claims.

/** A generated image (a URL of ours or a data URL) or a file made in the browser (a GIF, a video). */
export type FileSource = string | Blob;

/** The bytes ready to save, typed and named by what they are. */
export interface NamedFile {
  readonly blob: Blob;
  readonly fileName: string;
}

/** A data: URL as a Blob, decoded by hand because the CSP's connect-src does not allow fetch(data:). */
export function dataUrlToBlob(url: string): Blob | null {
  const match = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s.exec(url);
  if (!match) return null;
  const [, type = '', params = '', data = ''] = match;
  try {
    if (!params.includes(';base64')) return new Blob([decodeURIComponent(data)], { type });
    const binary = atob(data);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new Blob([bytes], { type });
  } catch {
    return null;
  }
}

/**
 * The bytes of `source`: a Blob as it is, a data: URL decoded, any other URL fetched (ours: the
 * CSP lets a page fetch only its own origin, so a blob: URL is passed as its Blob instead).
 */
async function readSource(source: FileSource): Promise<Blob> {
  if (typeof source !== 'string') return source;
  if (source.startsWith('data:')) {
    const blob = dataUrlToBlob(source);
    if (!blob) throw new Error('The file could not be read.');
    return blob;
  }
  const res = await fetch(source);
  if (!res.ok) throw new Error(`The file could not be read (HTTP ${res.status}).`);
  return res.blob();
}

/** `source` as a Blob of the type its bytes are, named `name`'s base with that type's extension. */
export async function namedFile(source: FileSource, name: string): Promise<NamedFile> {
  const read = await readSource(source);
  const head = new Uint8Array(await read.slice(0, FILE_TYPE_SNIFF_BYTES).arrayBuffer());
  const type = sniffFileType(head);
  const blob = type && read.type !== type ? new Blob([read], { type }) : read;
  return { blob, fileName: downloadFileName(name, head) };
}
