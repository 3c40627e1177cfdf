import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type BatchRow,
  csvLine,
  type Design,
  designLinkTokens,
  designValueFilter,
  downloadFileName,
  recipientImageUrl,
  sniffFileType,
  spreadsheetText,
  type TokenValues,
} from '@mergepix/core';
import { ZipFile } from 'yazl';

// The export's ZIP, written to a file while the rows are drawn: the images stored as they are
// (JPEG, PNG and WebP do not compress further), named by the plan, then recipients.csv. yazl
// writes ZIP64 records when an export passes 4 GB or 65,535 files.

/** Bytes the ZIP may hold in memory before the file catches up. */
const BUFFERED_BYTES = 4 * 1024 * 1024;

/** A ZIP being written to a file, one entry after another. */
export class BatchZip {
  private readonly zip = new ZipFile();
  private readonly output = this.zip.outputStream as PassThrough;
  private readonly written: Promise<void>;
  private readonly mtime = new Date();

  private constructor(readonly path: string) {
    this.written = pipeline(this.output, createWriteStream(path));
    // yazl may still write after an abandoned ZIP's stream is destroyed; nothing to report then.
    this.written.catch(() => undefined);
  }

  /** Starts a ZIP at `path` (its folder is made; a file already there is replaced). */
  static async open(path: string): Promise<BatchZip> {
    await mkdir(dirname(path), { recursive: true });
    return new BatchZip(path);
  }

  /**
   * Adds an image, stored as it is; waits while the file is behind. Its name (the plan's, which
   * recipients.csv lists too) must end in the extension of what its bytes are
   * (docs/product.md#downloads): an image whose bytes say otherwise fails the export.
   */
  async addImage(name: string, bytes: Uint8Array): Promise<void> {
    if (downloadFileName(name, bytes) !== name)
      throw new Error(`${name} holds ${sniffFileType(bytes)}: its extension does not match its bytes`);
    this.zip.addBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), name, {
      compress: false,
      mtime: this.mtime,
    });
    if (this.output.writableLength > BUFFERED_BYTES) await once(this.output, 'drain');
  }

  /** Adds the text files (deflated) and the central directory; resolves once the file is complete. */
  async finish(texts: readonly { name: string; text: string }[]): Promise<void> {
    for (const { name, text } of texts) this.zip.addBuffer(Buffer.from(text), name, { mtime: this.mtime });
    this.zip.end();
    await this.written;
  }

  /** Stops writing and removes the file. */
  async abandon(): Promise<void> {
    this.output.on('error', () => undefined);
    this.output.destroy();
    await this.written.catch(() => undefined);
    await rm(this.path, { force: true });
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
  /** Signs a row's values: used when the design takes signed links only. */
  sign?: (publicId: string, values: TokenValues) => string;
}

/**
 * recipients.csv: each row's line in the uploaded file, its image in the ZIP, its live URL
 * (the design's public URL with the row's values, its tokens in the order of its links, signed
 * when the design takes signed links only) and the row as uploaded — in the upload's delimiter,
 * with a BOM so spreadsheets read it as UTF-8. Uploaded headers and cells that start like a
 * formula get a leading apostrophe (core's spreadsheetText).
 */
export function recipientsCsv(src: RecipientsSource): string {
  const link = { origin: src.origin, publicId: src.publicId, format: src.design.format };
  const order = designLinkTokens(src.design);
  const sign = designValueFilter(src.design).signed ? src.sign : undefined;
  const lines = [
    // The uploaded headers and cells are someone else's text: formulas in them stay text.
    csvLine(['line', 'file', 'url', ...src.headers.map(spreadsheetText)], src.delimiter),
    ...src.rows.map((row) =>
      csvLine(
        [
          String(row.line),
          row.file,
          recipientImageUrl(link, row.values, order, sign?.(src.publicId, row.values)),
          ...row.cells.map(spreadsheetText),
        ],
        src.delimiter,
      ),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
