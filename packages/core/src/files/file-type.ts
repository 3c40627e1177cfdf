// What a file is, read from its first bytes, and the name a download of it gets: the base name a
// tool chose, with the extension of what the bytes are (docs/product.md#downloads). A name or a
// claimed MIME type can be wrong (the offline engine draws JPEG, providers answer PNG, JPEG or
// WebP, a canvas may not make the type it was asked for); the bytes cannot.

/** The types a download can be, each with its extension. */
export const FILE_TYPE_EXTENSIONS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
} as const;

/** A type {@link sniffFileType} can tell. */
export type FileType = keyof typeof FILE_TYPE_EXTENSIONS;

/** How many leading bytes {@link sniffFileType} reads: enough for every signature it knows. */
export const FILE_TYPE_SNIFF_BYTES = 64;

const ascii = (b: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...b.subarray(from, from + length));
const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => sig.every((v, i) => b[at + i] === v);

/** ISO base media files (MP4, QuickTime, AVIF): the major brand of their `ftyp` box decides. */
function isoType(b: Uint8Array): FileType | undefined {
  if (ascii(b, 4, 4) !== 'ftyp') return undefined;
  const brand = ascii(b, 8, 4);
  if (brand === 'avif' || brand === 'avis') return 'image/avif';
  if (brand === 'qt  ') return 'video/quicktime';
  // HEIF stills (heic, mif1, …) are no video, and no download of ours is one.
  if (/^(hei[cmsx]|hev[cmsx]|mif1|msf1)$/.test(brand)) return undefined;
  return 'video/mp4';
}

/** The type of a file by its signature (its first {@link FILE_TYPE_SNIFF_BYTES} bytes suffice). */
export function sniffFileType(bytes: Uint8Array): FileType | undefined {
  const b = bytes.subarray(0, FILE_TYPE_SNIFF_BYTES);
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'image/webp';
  // EBML (Matroska's container); a WebM file names its doc type within the header.
  if (startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]))
    return ascii(b, 4, b.length - 4).includes('webm') ? 'video/webm' : undefined;
  return isoType(b);
}

/** The extension (without its dot) of a MIME type, parameters ignored; undefined for one we do not name. */
export function fileExtension(type: string): string | undefined {
  const bare = type.split(';')[0]?.trim().toLowerCase() ?? '';
  const known = bare === 'image/jpg' ? 'image/jpeg' : bare;
  return (FILE_TYPE_EXTENSIONS as Record<string, string>)[known];
}

// Extensions a base name may already carry, replaced rather than doubled ("meme.jpg" → "meme.png").
const MEDIA_EXTENSION = /\.(png|jpe?g|gif|webp|avif|mp4|m4v|mov|webm)$/i;

/**
 * The name a download gets: `name`'s base (a media extension it has is dropped) with the extension
 * of what `content` is — its bytes (sniffed; pass at least the first {@link FILE_TYPE_SNIFF_BYTES})
 * or, for content whose bytes are not at hand, its MIME type. Content of no known type keeps
 * `name` as it is.
 */
export function downloadFileName(name: string, content: Uint8Array | string): string {
  const type = typeof content === 'string' ? content : sniffFileType(content);
  const extension = type ? fileExtension(type) : undefined;
  if (!extension) return name;
  return `${name.replace(MEDIA_EXTENSION, '')}.${extension}`;
}
