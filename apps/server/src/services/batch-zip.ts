import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type BatchRow, csvLine, type Design, designTokens, recipientImageUrl } from '@mergepix/core';
import { ZipFile } from 'yazl';

// The export's ZIP, written to a file as it is made: the images stored as they are (JPEG, PNG
// and WebP do not compress further), named by the plan, and recipients.csv. yazl writes ZIP64
// records when an export passes 4 GB or 65,535 files.

/** Bytes the ZIP may hold in memory before the file catches up. */
const BUFFERED_BYTES = 4 * 1024 * 1024;
/** Entries between two calls of `keepGoing`. */
const CHECK_EVERY = 250;

export interface ZipSource {
  /** Images, in order. */
  count: number;
  image(index: number): Promise<{ name: string; bytes: Uint8Array }>;
  /** Small text files added after the images (recipients.csv). */
  texts: readonly { name: string; text: string }[];
  /** Asked every few hundred entries; false abandons the ZIP (its file is removed). */
  keepGoing(entries: number): Promise<boolean>;
}

/** Writes the ZIP to `path`; false when `keepGoing` said stop. */
export async function writeBatchZip(path: string, source: ZipSource): Promise<boolean> {
  await mkdir(dirname(path), { recursive: true });
  const zip = new ZipFile();
  const output = zip.outputStream as PassThrough;
  const file = createWriteStream(path);
  const written = pipeline(output, file);
  // yazl may still write after an abandoned ZIP's stream is destroyed; nothing to report then.
  const abandon = async () => {
    output.on('error', () => undefined);
    output.destroy();
    await written.catch(() => undefined);
    await rm(path, { force: true });
  };
  const mtime = new Date();
  try {
    for (let i = 0; i < source.count; i++) {
      if (i % CHECK_EVERY === 0 && i > 0 && !(await source.keepGoing(i))) {
        await abandon();
        return false;
      }
      const { name, bytes } = await source.image(i);
      zip.addBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), name, {
        compress: false,
        mtime,
      });
      if (output.writableLength > BUFFERED_BYTES) await once(output, 'drain');
    }
    for (const { name, text } of source.texts) zip.addBuffer(Buffer.from(text), name, { mtime });
    zip.end();
    await written;
    return true;
  } catch (err) {
    await abandon();
    throw err;
  }
}

/** What recipients.csv is made from. */
export interface RecipientsSource {
  origin: string;
  publicId: string;
  design: Design;
  delimiter: ',' | ';';
  headers: readonly string[];
  rows: readonly BatchRow[];
}

/**
 * recipients.csv: each row's line in the uploaded file, its image in the ZIP, its live URL
 * (the design's public URL with the row's values, its tokens in the order of its links) and the row as uploaded — in the upload's
 * delimiter, with a BOM so spreadsheets read it as UTF-8.
 */
export function recipientsCsv(src: RecipientsSource): string {
  const link = { origin: src.origin, publicId: src.publicId, format: src.design.format };
  const order = designTokens(src.design.layers.map((layer) => layer.text));
  const lines = [
    csvLine(['line', 'file', 'url', ...src.headers], src.delimiter),
    ...src.rows.map((row) =>
      csvLine(
        [String(row.line), row.file, recipientImageUrl(link, row.values, order), ...row.cells],
        src.delimiter,
      ),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
