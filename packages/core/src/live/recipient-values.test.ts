import { describe, expect, it } from 'vitest';
import {
  checkRecipientValue,
  decodeLenient,
  looksUnmerged,
  normalizeRecipientValue,
  paramTokenKey,
  rawQueryPairs,
  readRecipient,
  recipientValueProblem,
  recipientValues,
} from './recipient-values.ts';
import { realNames } from './value-filter.corpus.ts';

const values = (search: string) => recipientValues(rawQueryPairs(search));

describe('recipient values from a live image URL', () => {
  it('decodes leniently: +, %20, UTF-8, raw spaces and stray % all survive', () => {
    expect(decodeLenient('Ada+Moreno')).toBe('Ada Moreno');
    expect(decodeLenient('Zo%C3%AB')).toBe('Zoë');
    expect(decodeLenient('50%25 off')).toBe('50% off');
    expect(decodeLenient('100% Ada%C3%AB%')).toBe('100% Adaë%');
    expect(decodeLenient('%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('normalizes to NFC and collapses white space, tabs and line breaks too', () => {
    expect(normalizeRecipientValue('  Zoe\u0308\t\r\n Smith ')).toBe('Zoë Smith');
    expect(normalizeRecipientValue('Zoe\u0308')).toHaveLength(3);
  });

  it('refuses a value with any other control character, under every rule', () => {
    for (const raw of ['Ada\u0000Lovelace', '\u0001Ada', 'Ada\u007f', 'Ada\u0085Lovelace', 'a\u001f@x.com']) {
      const value = normalizeRecipientValue(raw);
      expect(checkRecipientValue(value, 'FIRSTNAME').problem, JSON.stringify(raw)).toBe('characters');
      expect(checkRecipientValue(value, 'EMAIL').problem, JSON.stringify(raw)).toBe('characters');
    }
    expect(values('firstname=Ada%00Lovelace&company=Acme')).toEqual({ COMPANY: 'Acme' });
    expect(values('firstname=Ada%09Lovelace')).toEqual({ FIRSTNAME: 'Ada Lovelace' });
  });

  // Tags of platforms and templating languages beyond the list, and the list's tags encoded once
  // more by a link builder: on a token that takes any printable text they were drawn as text.
  const OTHER_TAGS = [
    '$EMAIL$',
    '<%= email %>',
    '<%=email%>',
    '{!Contact.Email}',
    '{!Recipient.First Name}',
    '#email#',
    '#first_name#',
    '{{ first_name | default: "" }}',
    '{{first_name|fallback:"there"}}',
    '%%=v(@name)=%%',
    '*|FNAME|*',
    '<<First Name>>',
    '{$name}',
  ];
  const ANY = { maxLength: 254, allowed: 'any-printable' } as const;

  it.each(OTHER_TAGS)('refuses %j as an unmerged tag, raw, encoded and encoded twice', (tag) => {
    for (const value of [tag, encodeURIComponent(tag), encodeURIComponent(encodeURIComponent(tag))]) {
      expect(looksUnmerged(value), value).toBe(true);
      expect(checkRecipientValue(value, 'EMAIL').problem, value).toBe('unmerged');
    }
    // In a URL, encoded two and three times: the reader decodes once, the check twice more.
    for (const raw of [
      encodeURIComponent(encodeURIComponent(tag)),
      encodeURIComponent(encodeURIComponent(encodeURIComponent(tag))),
    ])
      expect(values(`email=${raw}&company=Acme`), raw).toEqual({ COMPANY: 'Acme' });
  });

  it('refuses the platform list’s tags encoded twice in a URL', () => {
    expect(values('email=%257B%257Bfirst_name%257D%257D')).toEqual({});
    expect(values('email=%255BFIRSTNAME%255D')).toEqual({});
  });

  it('takes real values that merely contain a tag’s characters', () => {
    for (const value of [
      "O'Brien",
      'Anne-Marie',
      'a#b@x.com',
      'AT&T',
      '50% off',
      '100%AB',
      'C# Devs',
      '#1 Fan',
      'Ke$ha',
      'US$ 5 or $10',
      '<3 Ada',
      'Q&A <<2024',
      'ada%2Bnews@example.com',
      'Rock & Roll #1 #2',
    ])
      expect(recipientValueProblem(value, ANY), value).toBeUndefined();
    const flagged = realNames().filter((name) => looksUnmerged(name));
    expect(flagged).toEqual([]);
  });

  it('reads token names in any case, with or without underscores', () => {
    expect(paramTokenKey('firstname')).toBe('FIRSTNAME');
    expect(paramTokenKey('FIRSTNAME')).toBe('FIRSTNAME');
    expect(paramTokenKey('first_name')).toBe('FIRSTNAME');
    expect(paramTokenKey('fname')).toBe('FIRSTNAME');
    expect(paramTokenKey('company-name')).toBe('COMPANY');
    expect(paramTokenKey('utm_source')).toBeUndefined();
  });

  it('recognizes every platform’s unmerged merge tag, raw and URL-encoded', () => {
    const tags = [
      '*|FNAME|*',
      '*|URL:FNAME|*',
      '{{ contact.firstname }}',
      '{{ first_name }}',
      '{{ contact.FIRSTNAME }}',
      '%FIRSTNAME%',
      '{{first_name}}',
      '{{customer.first_name}}',
      '{{firstName}}',
      // Braze's Liquid attribute form.
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal merge tag, not a template
      '{{${first_name}}}',
      '%%FirstName%%',
      '{{lead.First Name}}',
      '%recipient.first_name%',
      '[[FirstName]]',
      '[firstname,fallback=]',
      '{{ subscriber.first_name }}',
      '{first_name}',
      '[FIRSTNAME]',
    ];
    for (const tag of tags) {
      expect(looksUnmerged(tag), tag).toBe(true);
      expect(values(`firstname=${encodeURIComponent(tag)}`), tag).toEqual({});
      expect(values(`firstname=${tag}`), tag).toEqual({});
    }
    for (const name of ['Ada', "O'Neil", 'Anne-Marie', 'J.R.R.', 'Smith & Sons', '山田', 'مريم', 'Zoë 50']) {
      expect(looksUnmerged(name), name).toBe(false);
      expect(recipientValueProblem(name), name).toBeUndefined();
    }
  });

  it('drops empty, too long and disallowed values so the fallback applies', () => {
    expect(recipientValueProblem('')).toBe('empty');
    expect(recipientValueProblem('a'.repeat(60))).toBeUndefined();
    expect(recipientValueProblem('a'.repeat(61))).toBe('too-long');
    expect(recipientValueProblem('<script>')).toBe('characters');
    expect(recipientValueProblem('x'.repeat(60), { maxLength: 80, allowed: 'name' })).toBeUndefined();
    expect(values('firstname=&company=Acme')).toEqual({ COMPANY: 'Acme' });
    expect(values(`firstname=${'a'.repeat(61)}`)).toEqual({});
    expect(values('email=ada%40example.com')).toEqual({ EMAIL: 'ada@example.com' });
  });

  it('accepts what real names and companies hold: commas, apostrophes, brackets, digits, emoji', () => {
    for (const real of [
      'Acme, Inc.',
      'O’Brien & Sons (UK)',
      "D'Angelo",
      'Zoë🎉',
      'Zoë 🌻',
      'Ana 👩🏽‍💻',
      'Team 🇫🇷',
      'Yahoo!',
      '7-Eleven',
      'Maximiliana Constantinopoulou-Wetherington-Smythe',
      '株式会社みどり',
      'شركة النور',
    ])
      expect(recipientValueProblem(normalizeRecipientValue(real)), real).toBeUndefined();
    for (const refused of ['ada@example.com', 'a/b', 'x<y', '{{name}}', 'a_b', '50%', 'a:b'])
      expect(recipientValueProblem(refused), refused).toBeDefined();
  });

  it('filters values by the design’s filter, and says why', () => {
    expect(readRecipient(rawQueryPairs('firstname=Visit+evil.com&company=Acme'))).toEqual({
      values: { COMPANY: 'Acme' },
      filtered: { FIRSTNAME: 'link' },
    });
    expect(
      readRecipient(rawQueryPairs('firstname=Visit+evil.com'), {}, { filter: false, blocklist: [] }),
    ).toEqual({
      values: { FIRSTNAME: 'Visit evil.com' },
      filtered: {},
    });
    expect(
      readRecipient(rawQueryPairs('company=Globex+Europe'), {}, { filter: true, blocklist: ['globex'] }),
    ).toEqual({ values: {}, filtered: { COMPANY: 'blocklist' } });
    // A later usable value of the token wins over a filtered one.
    expect(readRecipient(rawQueryPairs('firstname=sh1t&firstname=Ada'))).toEqual({
      values: { FIRSTNAME: 'Ada' },
      filtered: {},
    });
    expect(checkRecipientValue('Dick', 'FIRSTNAME')).toEqual({ problem: undefined });
  });

  it('takes the first usable value of a token and ignores other parameters', () => {
    expect(values('?firstname=Ada&FIRSTNAME=Bob&utm_source=mail')).toEqual({ FIRSTNAME: 'Ada' });
    expect(values('first_name=*|FNAME|*&firstname=Bob')).toEqual({ FIRSTNAME: 'Bob' });
    expect(values('firstname')).toEqual({});
  });
});
