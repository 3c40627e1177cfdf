import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { designSchema, parseCsv } from '@mergepix/core';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { greetingDesign } from '../../test-support/designs.ts';
import { BatchZip, recipientsCsv } from './batch-zip.ts';

const dir = mkdtempSync(join(tmpdir(), 'mp-zip-'));
const image = (i: number) => new Uint8Array(40_000).fill(i % 251);

describe('BatchZip', () => {
  it('stores the images as they are, under their names, then the texts', async () => {
    const zip = await BatchZip.open(join(dir, 'nested', 'a.zip'));
    for (let i = 0; i < 600; i++) await zip.addImage(`zoë-${i}.jpg`, image(i));
    await zip.finish([{ name: 'recipients.csv', text: 'line,file\r\n' }]);
    const bytes = readFileSync(zip.path);
    // Stored, not deflated: the file is the images' size plus headers.
    expect(bytes.byteLength).toBeGreaterThan(600 * 40_000);
    const files = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(files)).toHaveLength(601);
    expect(files['zoë-599.jpg']).toEqual(image(599));
    expect(new TextDecoder().decode(files['recipients.csv'])).toBe('line,file\r\n');
  });

  it('refuses an image whose name does not match its bytes: recipients.csv would name a wrong file', async () => {
    const zip = await BatchZip.open(join(dir, 'c.zip'));
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await zip.addImage('ada.png', png);
    await expect(zip.addImage('ben.jpg', png)).rejects.toThrow('ben.jpg holds image/png');
    await zip.abandon();
  });

  it('removes the file when abandoned', async () => {
    const zip = await BatchZip.open(join(dir, 'b.zip'));
    for (let i = 0; i < 300; i++) await zip.addImage(`${i}.jpg`, image(i));
    await zip.abandon();
    expect(existsSync(zip.path)).toBe(false);
  });
});

describe('recipientsCsv', () => {
  it('signs each live URL when the design takes signed links only, and only then', () => {
    const src = (signed: boolean) => ({
      origin: 'https://img.example',
      publicId: 'AbCdEfGhIjKlMnOp',
      design: designSchema.parse(greetingDesign({ safety: { signed } })),
      delimiter: ',' as const,
      headers: ['First Name'],
      rows: [{ line: 2, cells: ['Ada'], values: { FIRSTNAME: 'Ada' }, file: 'ada.jpg' }],
      sign: (publicId: string, values: Record<string, string | undefined>) =>
        `${publicId}-${values.FIRSTNAME}`,
    });
    const url = (signed: boolean) => {
      const parsed = parseCsv(recipientsCsv(src(signed)));
      if (!parsed.ok) throw new Error(parsed.error);
      return parsed.rows[0]?.cells[2];
    };
    expect(url(true)).toBe(
      'https://img.example/i/AbCdEfGhIjKlMnOp.jpg?firstname=Ada&mpx_sig=AbCdEfGhIjKlMnOp-Ada',
    );
    expect(url(false)).toBe('https://img.example/i/AbCdEfGhIjKlMnOp.jpg?firstname=Ada');
  });

  it('maps each row to its file and live URL in the upload’s delimiter, readable as a CSV again', () => {
    const text = recipientsCsv({
      origin: 'https://img.example',
      publicId: 'AbCdEfGhIjKlMnOp',
      design: designSchema.parse(greetingDesign()),
      delimiter: ';',
      headers: ['Company', 'First Name'],
      rows: [
        {
          line: 2,
          cells: ['Moreno; Hijos', 'Ada'],
          values: { COMPANY: 'Moreno', FIRSTNAME: 'Ada' },
          file: 'ada.jpg',
        },
        {
          line: 3,
          cells: ['=HYPERLINK("http://x.test")', '@Ben'],
          values: { FIRSTNAME: 'Ben' },
          file: 'ben.jpg',
        },
      ],
    });
    const parsed = parseCsv(text);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.headers).toEqual(['line', 'file', 'url', 'Company', 'First Name']);
    // The design's tokens in the order of its links: FIRSTNAME, then COMPANY.
    expect(parsed.rows[0]?.cells).toEqual([
      '2',
      'ada.jpg',
      'https://img.example/i/AbCdEfGhIjKlMnOp.jpg?firstname=Ada&company=Moreno',
      'Moreno; Hijos',
      'Ada',
    ]);
    // Formulas in the uploaded cells stay text in a spreadsheet.
    expect(parsed.rows[1]?.cells.slice(3)).toEqual(['\'=HYPERLINK("http://x.test")', "'@Ben"]);
  });

  it('keeps formulas in the uploaded header row as text too', () => {
    const headers = ['=HYPERLINK("http://x.test","Name")', '+1+1', '-2', '@SUM(A1)', 'First Name'];
    const text = recipientsCsv({
      origin: 'https://img.example',
      publicId: 'AbCdEfGhIjKlMnOp',
      design: designSchema.parse(greetingDesign()),
      delimiter: ',',
      headers,
      rows: [{ line: 2, cells: ['a', 'b', 'c', 'd', 'Ada'], values: { FIRSTNAME: 'Ada' }, file: 'ada.jpg' }],
    });
    const parsed = parseCsv(text);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.headers).toEqual([
      'line',
      'file',
      'url',
      '\'=HYPERLINK("http://x.test","Name")',
      "'+1+1",
      "'-2",
      "'@SUM(A1)",
      'First Name',
    ]);
  });
});
