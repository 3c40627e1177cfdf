import { describe, expect, it } from 'vitest';
import { columnTokens, headerTokenKey, parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads commas or semicolons, a BOM, CRLF, and quoted fields with delimiters, quotes and line breaks', () => {
    const text =
      '\uFEFFFirst Name;Company;Note\r\nAda;"Moreno; Hijos";"She said ""hi"""\r\nBen;Acme;"two\nlines"\r\n\r\nCy;Initech;plain\r\n';
    const r = parseCsv(text);
    if (!r.ok) throw new Error(r.error);
    expect(r.delimiter).toBe(';');
    expect(r.headers).toEqual(['First Name', 'Company', 'Note']);
    expect(r.rows).toEqual([
      { line: 2, cells: ['Ada', 'Moreno; Hijos', 'She said "hi"'] },
      { line: 3, cells: ['Ben', 'Acme', 'two\nlines'] },
      { line: 6, cells: ['Cy', 'Initech', 'plain'] },
    ]);
    expect(r.problems).toEqual([]);
  });

  it('lists rows with the wrong number of fields by line, and keeps the good ones', () => {
    const r = parseCsv('first_name,company\nAda,Acme\nBen\nCy,Initech,extra\nDi,Globex');
    if (!r.ok) throw new Error(r.error);
    expect(r.delimiter).toBe(',');
    expect(r.rows.map((row) => row.line)).toEqual([2, 5]);
    expect(r.problems).toEqual([
      { line: 3, reason: 'Expected 2 fields, found 1.' },
      { line: 4, reason: 'Expected 2 fields, found 3.' },
    ]);
  });

  it.each([
    ['', 'The file is empty.'],
    ['first_name,company\n', 'The file has a header row but no recipients.'],
    ['a,b\n"x,y\n', 'A quoted field that starts on line 2 is never closed.'],
    ['PK\u0003\u0004\u0000\u0000binary', 'This file is not a text CSV.'],
  ])('refuses %j: %s', (text, error) => {
    expect(parseCsv(text)).toEqual({ ok: false, error });
  });

  it('refuses more rows than the limit, naming both numbers', () => {
    const text = `name\n${'x\n'.repeat(10_001)}`;
    expect(parseCsv(text)).toEqual({ ok: false, error: 'The file has 10,001 rows; the limit is 10,000.' });
    const ok = parseCsv(`name\n${'x\n'.repeat(10_000)}`);
    expect(ok.ok && ok.rows.length).toBe(10_000);
  });
});

describe('headerTokenKey', () => {
  it.each([
    ['First Name', 'FIRSTNAME'],
    ['first_name', 'FIRSTNAME'],
    ['FNAME', 'FIRSTNAME'],
    ['Given name', 'FIRSTNAME'],
    ['Last-Name', 'LASTNAME'],
    ['Surname', 'LASTNAME'],
    ['Organization', 'COMPANY'],
    ['E-mail address', 'EMAIL'],
    ['Segment', 'SEGMENT'],
    ['segment', 'SEGMENT'],
    ['Deadline', 'DEADLINE'],
    ['Shoe size', undefined],
  ])('%s → %s', (header, key) => {
    expect(headerTokenKey(header)).toBe(key);
  });

  it('maps each token to its first column only', () => {
    expect(columnTokens(['Email', 'FNAME', 'first name', 'Notes'])).toEqual({ 0: 'EMAIL', 1: 'FIRSTNAME' });
  });
});
