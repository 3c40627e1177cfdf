import { describe, expect, it } from 'vitest';
import { readCsvFile } from './csv-file';

const file = (text: string | Uint8Array<ArrayBuffer>, size?: number) => {
  const blob = new Blob([text]);
  return Object.assign(size === undefined ? blob : { size, text: () => blob.text() }, {
    name: 'list.csv',
  }) as Blob & {
    name: string;
  };
};

describe('readCsvFile', () => {
  it('refuses a file over 5 MB without reading it', async () => {
    const result = await readCsvFile(file('x', 50 * 1024 * 1024));
    expect(result).toEqual({
      ok: false,
      error: 'This file is 50.0 MB; the limit is 5.0 MB. Split it into smaller lists.',
    });
  });

  it('refuses binary data and a header without rows', async () => {
    expect(await readCsvFile(file(new Uint8Array([0x89, 0x50, 0, 0, 1, 2])))).toMatchObject({
      ok: false,
      error: 'This file is not a text CSV.',
    });
    expect(await readCsvFile(file('First Name,Email\n'))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/no recipients/),
    });
  });

  it('guesses the tokens from the headers', async () => {
    const result = await readCsvFile(
      file('\uFEFFFirst Name;Company;Notes\nZoë;Acme;vip\nAda;"Moreno; Hijos";\n'),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.columns).toEqual(['FIRSTNAME', 'COMPANY', null]);
    expect(result.parsed.rows).toHaveLength(2);
    expect(result.parsed.rows[1]?.cells).toEqual(['Ada', 'Moreno; Hijos', '']);
  });
});
