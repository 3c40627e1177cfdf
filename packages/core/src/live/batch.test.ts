import { describe, expect, it } from 'vitest';
import {
  BATCH_LIMITS,
  batchJobSchema,
  batchRequestSchema,
  batchSegments,
  planBatch,
  utf8Length,
} from './batch.ts';
import { CSV_LIMITS, columnTokens, csvLine, parseCsv } from './csv.ts';
import { type DesignInput, designSchema } from './design-schema.ts';
import { recipientImageUrl } from './links.ts';
import { rawQueryPairs, recipientValues } from './recipient-values.ts';

const design = designSchema.parse({
  name: 'Spring sale',
  base: { kind: 'color', color: '#1e293b' },
  layers: [
    {
      text: 'Hi [FIRSTNAME]!',
      box: { x: 0, y: 0, width: 600, height: 400 },
      fontFamily: 'Inter',
      fontSize: 40,
    },
  ],
  rules: { company: { maxLength: 10 } },
} satisfies DesignInput);

const request = (csv: string, columns: (string | null)[], nameColumn: number | null = null) =>
  batchRequestSchema.parse({ csv, columns, nameColumn });

describe('batchRequestSchema', () => {
  it('takes token names in any case and numbers files by default', () => {
    expect(request('a\nb', ['firstname'])).toEqual({ csv: 'a\nb', columns: ['FIRSTNAME'], nameColumn: null });
  });

  it.each([
    [{ csv: '', columns: ['FIRSTNAME'] }, 'Choose a CSV file.'],
    [{ csv: 'a', columns: ['SHOE'] }, 'Unknown token "SHOE".'],
    [{ csv: 'a,b', columns: ['FIRSTNAME', 'firstname'] }, 'FIRSTNAME is chosen for two columns.'],
    [{ csv: 'a,b', columns: [null, null] }, 'Choose a token for at least one column.'],
    [{ csv: 'a', columns: ['FIRSTNAME'], nameColumn: 1 }, 'The naming column is not in the file.'],
    [
      { csv: 'é'.repeat(CSV_LIMITS.maxBytes / 2 + 1), columns: ['FIRSTNAME'] },
      'The file is larger than the 5 MB limit.',
    ],
  ])('refuses %#: %s', (body, message) => {
    const parsed = batchRequestSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('counts the CSV’s size in UTF-8 bytes', () => {
    expect(utf8Length('Zoë 山田 🎉')).toBe(16);
    expect(utf8Length('\uD800')).toBe(3);
    expect(utf8Length('\uD800\uD800\uDC00')).toBe(7);
    expect(utf8Length('\uDBFF\uDBFF')).toBe(6);
  });
});

describe('planBatch', () => {
  const csv = [
    'First Name;Company;E-mail',
    'Ada Moreno;Acme;ada@example.com',
    'Zoë Lindqvist;Very Long Company Name;zoe@example.com',
    'broken row',
    ';;',
    '*|FNAME|*;Initech;x@example.com',
    'Ada Moreno;;ada2@example.com',
  ].join('\n');

  it('draws every row of real data: commas, emoji and long double-barrelled names', () => {
    const open = designSchema.parse({ ...design, rules: {} } satisfies DesignInput);
    const long = 'Maximiliana Constantinopoulou-Wetheringtons Smythe'; // 50 characters
    expect([...long].length).toBe(50);
    const people = ['"Acme, Inc."', 'Zoë🎉', long, "O'Brien & Sons", 'Ana 👩🏽‍💻', 'Dick', 'Assunta'];
    const rows = Array.from({ length: 20 }, (_, i) => `${people[i % people.length]},Company ${i + 1}`);
    const plan = planBatch(request(`name,company\n${rows.join('\n')}`, ['FIRSTNAME', 'COMPANY']), open);
    if (!plan.ok) throw new Error(plan.error);
    expect(plan.problems).toEqual([]);
    expect(plan.rows).toHaveLength(20);
    expect(plan.rows.map((r) => r.values.FIRSTNAME).slice(0, 7)).toEqual([
      'Acme, Inc.',
      'Zoë🎉',
      long,
      "O'Brien & Sons",
      'Ana 👩🏽‍💻',
      'Dick',
      'Assunta',
    ]);
  });

  it('says which values the brand safety filter refused, and why', () => {
    const csv = 'name,company\nVisit evil.com,Acme\nAda,Globex\nsh1t,Initech';
    const blocking = designSchema.parse({
      ...design,
      rules: {},
      safety: { blocklist: ['Globex'] },
    } satisfies DesignInput);
    const plan = planBatch(request(csv, ['FIRSTNAME', 'COMPANY']), blocking);
    if (!plan.ok) throw new Error(plan.error);
    expect(plan.problems).toEqual([
      { line: 2, reason: 'name was filtered (a web address): the fallback is used.' },
      { line: 3, reason: 'company was filtered (a word of your blocklist): the fallback is used.' },
      { line: 4, reason: 'name was filtered (a rude word): the fallback is used.' },
    ]);
    const unfiltered = designSchema.parse({ ...blocking, safety: { filter: false } } satisfies DesignInput);
    const open = planBatch(request(csv, ['FIRSTNAME', 'COMPANY']), unfiltered);
    expect(open.ok && open.problems).toEqual([]);
  });

  it('gives each good row its checked values and a file name, and lists the rest by line', () => {
    const plan = planBatch(request(csv, ['FIRSTNAME', 'COMPANY', null], 0), design);
    if (!plan.ok) throw new Error(plan.error);
    expect(plan.delimiter).toBe(';');
    expect(plan.rows).toEqual([
      {
        line: 2,
        cells: ['Ada Moreno', 'Acme', 'ada@example.com'],
        values: { FIRSTNAME: 'Ada Moreno', COMPANY: 'Acme' },
        file: 'ada-moreno.jpg',
      },
      {
        line: 3,
        cells: ['Zoë Lindqvist', 'Very Long Company Name', 'zoe@example.com'],
        values: { FIRSTNAME: 'Zoë Lindqvist' },
        file: 'zoë-lindqvist.jpg',
      },
      {
        line: 6,
        cells: ['*|FNAME|*', 'Initech', 'x@example.com'],
        values: { COMPANY: 'Initech' },
        file: 'fname.jpg',
      },
      {
        line: 7,
        cells: ['Ada Moreno', '', 'ada2@example.com'],
        values: { FIRSTNAME: 'Ada Moreno' },
        file: 'ada-moreno-2.jpg',
      },
    ]);
    expect(plan.problems).toEqual([
      { line: 3, reason: 'Company is longer than 10 characters: the fallback is used.' },
      { line: 4, reason: 'Expected 3 fields, found 1.' },
      { line: 5, reason: 'The row is empty.' },
      { line: 6, reason: 'First Name holds a merge tag, not a value: the fallback is used.' },
    ]);
  });

  it('numbers the files when no column names them, padded so they sort', () => {
    const rows = Array.from({ length: 12 }, (_, i) => `Name ${i}`).join('\n');
    const plan = planBatch(request(`name\n${rows}`, ['FIRSTNAME']), { ...design, format: 'png' });
    expect(plan.ok && plan.rows.map((r) => r.file).slice(0, 2)).toEqual(['01.png', '02.png']);
    expect(plan.ok && plan.rows.at(-1)?.file).toBe('12.png');
  });

  it.each([
    ['first_name\n', ['FIRSTNAME'], 'The file has a header row but no recipients.'],
    ['a,b\nAda,Acme', ['FIRSTNAME'], 'The file has 2 columns, but 1 were mapped.'],
    ['PK\u0003\u0004\u0000binary', ['FIRSTNAME'], 'This file is not a text CSV.'],
    [
      'a,b\nAda\n,\n',
      ['FIRSTNAME', null],
      'None of the rows can be used. Line 2: Expected 2 fields, found 1.',
    ],
    [`name\n${'x\n'.repeat(10_001)}`, ['FIRSTNAME'], 'The file has 10,001 rows; the limit is 10,000.'],
  ])('refuses %#: %s', (text, columns, error) => {
    expect(planBatch(request(text, columns), design)).toEqual({ ok: false, error });
  });

  it('gives each row a live URL the endpoint reads back as the same values', () => {
    const plan = planBatch(
      request('name,company,email\nZoë & Ana María,Ab & Co.,zoe+50%news@example.com', [
        'FIRSTNAME',
        'COMPANY',
        'EMAIL',
      ]),
      design,
    );
    if (!plan.ok) throw new Error(plan.error);
    const row = plan.rows[0];
    if (!row) throw new Error('no row');
    const url = recipientImageUrl(
      { origin: 'https://img.example', publicId: 'AbCdEfGhIjKlMnOp', format: 'jpg' },
      row.values,
      ['FIRSTNAME'],
    );
    expect(url).toBe(
      'https://img.example/i/AbCdEfGhIjKlMnOp.jpg?firstname=Zo%C3%AB%20%26%20Ana%20Mar%C3%ADa&company=Ab%20%26%20Co.&email=zoe%2B50%25news%40example.com',
    );
    expect(
      recipientValues(rawQueryPairs(url.slice(url.indexOf('?'))), {
        COMPANY: { maxLength: 10, allowed: 'name' },
      }),
    ).toEqual(row.values);
  });
});

describe('an export of a design with segments and a per-recipient deadline', () => {
  const segmented = designSchema.parse({
    ...design,
    rules: {},
    segments: {
      items: [
        { value: 'Retail', base: { kind: 'color', color: '#dc2626' } },
        { value: 'Health care', base: { kind: 'color', color: '#16a34a' } },
        { value: 'Schools', base: { kind: 'color', color: '#2563eb' } },
      ],
    },
  } satisfies DesignInput);
  const csv = [
    'First Name,Segment,Deadline',
    'Ada,retail,2026-12-24T18:00:00+01:00',
    'Ben,HEALTH  CARE,12/24/2026 6:00 PM',
    'Cy,unknown,24.12.2026',
    `Di,Retail,${'9'.repeat(41)}`,
  ].join('\n');

  it('maps the Segment and Deadline columns by their headers and keeps their values', () => {
    const parsed = parseCsv(csv);
    if (!parsed.ok) throw new Error(parsed.error);
    const columns = columnTokens(parsed.headers);
    expect(columns).toEqual({ 0: 'FIRSTNAME', 1: 'SEGMENT', 2: 'DEADLINE' });
    const plan = planBatch(
      request(
        csv,
        parsed.headers.map((_, i) => columns[i] ?? null),
      ),
      segmented,
    );
    if (!plan.ok) throw new Error(plan.error);
    expect(plan.rows.map((r) => r.values)).toEqual([
      { FIRSTNAME: 'Ada', SEGMENT: 'retail', DEADLINE: '2026-12-24T18:00:00+01:00' },
      { FIRSTNAME: 'Ben', SEGMENT: 'HEALTH CARE', DEADLINE: '12/24/2026 6:00 PM' },
      { FIRSTNAME: 'Cy', SEGMENT: 'unknown', DEADLINE: '24.12.2026' },
      { FIRSTNAME: 'Di', SEGMENT: 'Retail' },
    ]);
    // A deadline takes any printable character, up to 40 of them.
    expect(plan.problems).toEqual([
      { line: 5, reason: 'Deadline is longer than 40 characters: the fallback is used.' },
    ]);
    // The segments the rows pick (an unknown value picks none: the design's own base).
    expect(batchSegments(plan.rows, segmented.segments)).toEqual([0, 1]);
    expect(batchSegments(plan.rows, undefined)).toEqual([]);
  });
});

describe('csvLine', () => {
  it('quotes what needs quoting and reads back the same cells', () => {
    const cells = ['Ada', 'Moreno, "Hijos"', 'two\nlines', ' edge ', 'a;b'];
    for (const delimiter of [',', ';'] as const) {
      const parsed = parseCsv(
        `${csvLine(['a', 'b', 'c', 'd', 'e'], delimiter)}\n${csvLine(cells, delimiter)}`,
      );
      expect(parsed.ok && parsed.rows[0]?.cells).toEqual(cells.map((c) => c.trim()));
    }
  });

  it('quotes both delimiters whichever the file uses, so no spreadsheet splits a cell into a formula', () => {
    expect(csvLine(['x;=1+1', 'y,=2'], ',')).toBe('"x;=1+1","y,=2"');
    expect(csvLine(['x;=1+1', 'y,=2'], ';')).toBe('"x;=1+1";"y,=2"');
  });
});

describe('batchJobSchema', () => {
  it('describes the answer the jobs API gives', () => {
    const job = {
      id: 'j',
      design_id: 'd',
      design_name: 'Spring sale',
      status: 'running',
      total: 10,
      done: 4,
      problems: [{ line: 3, reason: 'Expected 2 fields, found 1.' }],
      problem_count: 1,
      error: null,
      eta_seconds: 2,
      created_at: new Date(0).toISOString(),
      started_at: null,
      finished_at: null,
      expires_at: null,
      download_url: null,
    };
    expect(batchJobSchema.parse(job)).toEqual(job);
    expect(BATCH_LIMITS.activePerUser).toBeGreaterThan(0);
  });
});

describe('planBatch with a per-recipient countdown', () => {
  it('says which rows’ deadlines do not read, and draws them with the fallback text', () => {
    const countdown = designSchema.parse({
      ...design,
      layers: [],
      countdown: {
        box: { x: 0, y: 0, width: 600, height: 100 },
        deadline: { kind: 'token', timeZone: 'UTC', dateOrder: 'dmy' },
      },
    });
    const soon = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const csv = `Name,Deadline\nAda,${soon}\nBen,2026-02-30\nCy,31.12.9999\nDi,\n`;
    const plan = planBatch(request(csv, ['FIRSTNAME', 'DEADLINE']), countdown);
    if (!plan.ok) throw new Error(plan.error);
    expect(plan.rows).toHaveLength(4);
    expect(plan.problems.map((p) => p.line)).toEqual([3, 4]);
    expect(plan.problems[0]?.reason).toBe(
      'Deadline "2026-02-30" is not a date and time within a year: the countdown shows its fallback text: the fallback is used.',
    );
  });
});
