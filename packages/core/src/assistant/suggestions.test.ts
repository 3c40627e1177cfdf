import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEATURE_IDS } from '../features/feature-ids.ts';
import {
  ASSISTANT_ERROR_MESSAGE,
  ASSISTANT_STREAM_FALLBACK_MESSAGE,
  appendFeaturesLine,
  formatFeaturesLine,
  parseSuggestedFeatures,
} from './suggestions.ts';

const idArb = fc.constantFrom(...FEATURE_IDS);
const idsArb = fc.array(idArb, { maxLength: 6 });
// Fences are covered by examples: an unclosed fence right before the line is removed on purpose.
const contentArb = fc.string({ maxLength: 200 }).filter((s) => !s.includes('```'));

describe('failure messages', () => {
  it('match the error catalogue word for word', () => {
    expect(ASSISTANT_ERROR_MESSAGE).toBe(
      "I'm sorry, I encountered an error while processing your request. Please try again later.",
    );
    expect(ASSISTANT_STREAM_FALLBACK_MESSAGE).toBe(
      'Sorry, I encountered an error while processing your request. Please try again.',
    );
  });
});

describe('formatFeaturesLine', () => {
  it('writes compact JSON after the label, without duplicates', () => {
    expect(formatFeaturesLine(['ghibli', 'meme'])).toBe('FEATURES: ["ghibli","meme"]');
    expect(formatFeaturesLine(['gif', 'gif', 'live-images'])).toBe('FEATURES: ["gif","live-images"]');
    expect(formatFeaturesLine([])).toBe('FEATURES: []');
  });

  it('appendFeaturesLine separates the line with a blank line', () => {
    expect(appendFeaturesLine('Try it.  \n', ['crazy'])).toBe('Try it.\n\nFEATURES: ["crazy"]');
  });
});

describe('parseSuggestedFeatures: FEATURES list', () => {
  it('reads the list at the end and strips it from the content', () => {
    expect(parseSuggestedFeatures('Try Ghibli.\n\nFEATURES: ["ghibli","meme"]')).toEqual({
      content: 'Try Ghibli.',
      suggestedFeatures: ['ghibli', 'meme'],
    });
  });

  it('tolerates spacing, newlines, case, emphasis and a trailing period', () => {
    const cases = [
      'Hi.\nFEATURES :  [ "ghibli" , "meme" ]',
      'Hi.\nFEATURES:\n[\n  "ghibli",\n  "meme"\n]\n',
      'Hi.\n**FEATURES:** ["ghibli","meme"]',
      'Hi.\nFeatures: ["ghibli","meme"].',
      'Hi. FEATURES: ["Ghibli", " MEME "]',
      'Hi.\nFEATURES: `["ghibli","meme"]`',
    ];
    for (const text of cases) {
      expect(parseSuggestedFeatures(text), text).toEqual({
        content: 'Hi.',
        suggestedFeatures: ['ghibli', 'meme'],
      });
    }
  });

  it('tolerates code fences around the line or around the list', () => {
    const cases = [
      'Hi.\n```json\nFEATURES: ["video"]\n```',
      'Hi.\n```\nFEATURES: ["video"]\n```\n',
      'Hi.\nFEATURES: ```json\n["video"]\n```',
      'Hi.\n```\nFEATURES: ["video"]',
    ];
    for (const text of cases) {
      expect(parseSuggestedFeatures(text), text).toEqual({ content: 'Hi.', suggestedFeatures: ['video'] });
    }
  });

  it('keeps a closed code block that precedes the line', () => {
    const text = 'Prompt:\n```\nA castle [FIRSTNAME]\n```\nFEATURES: ["ghibli"]';
    expect(parseSuggestedFeatures(text).content).toBe('Prompt:\n```\nA castle [FIRSTNAME]\n```');
  });

  it('drops unknown ids and non-strings, keeps order, removes duplicates, knows crazy', () => {
    const text = 'x\nFEATURES: ["crazy", 3, "nope", "gif", "crazy", null]';
    expect(parseSuggestedFeatures(text)).toEqual({ content: 'x', suggestedFeatures: ['crazy', 'gif'] });
  });

  it('an empty list means no suggestions, even if the text has bracketed ids', () => {
    expect(parseSuggestedFeatures('Try [meme].\nFEATURES: []')).toEqual({
      content: 'Try [meme].',
      suggestedFeatures: [],
    });
  });

  it('uses the last list when the label appears more than once', () => {
    const text = 'The FEATURES: line is for the app.\nFEATURES: ["email"]';
    expect(parseSuggestedFeatures(text)).toEqual({
      content: 'The FEATURES: line is for the app.',
      suggestedFeatures: ['live-images'],
    });
  });

  it('ignores invalid JSON and falls back to bracketed ids, leaving the text alone', () => {
    const text = 'Try [ghibli].\nFEATURES: [meme, "gif"';
    expect(parseSuggestedFeatures(text)).toEqual({ content: text, suggestedFeatures: ['ghibli'] });
    const unquoted = 'Hello.\nFEATURES: [meme, gif]';
    expect(parseSuggestedFeatures(unquoted)).toEqual({ content: unquoted, suggestedFeatures: [] });
    const notArray = 'Hello.\nFEATURES: {"a": 1}';
    expect(parseSuggestedFeatures(notArray).content).toBe(notArray);
  });

  it('ignores a list that is not at the end of the reply', () => {
    const text = 'FEATURES: ["meme"]\nThen have fun!';
    expect(parseSuggestedFeatures(text)).toEqual({ content: text, suggestedFeatures: [] });
  });
});

describe('parseSuggestedFeatures: bracketed ids', () => {
  it('finds real ids in order, distinct, and leaves the text as is', () => {
    const text = 'Try [ghibli] or [crazy], then [ghibli] again, or [action-figure].';
    expect(parseSuggestedFeatures(text)).toEqual({
      content: text,
      suggestedFeatures: ['ghibli', 'crazy', 'action-figure'],
    });
  });

  it('does not mistake tokens or unknown words for features', () => {
    const text = 'Hi [FIRSTNAME], your [EMAIL] and [Meme] and [sic] and [image-gen] stay.';
    expect(parseSuggestedFeatures(text)).toEqual({ content: text, suggestedFeatures: [] });
  });

  it('returns plain text unchanged with no suggestions', () => {
    expect(parseSuggestedFeatures('')).toEqual({ content: '', suggestedFeatures: [] });
    expect(parseSuggestedFeatures('No features here.')).toEqual({
      content: 'No features here.',
      suggestedFeatures: [],
    });
  });
});

describe('parseSuggestedFeatures properties', () => {
  it('round-trips content plus the formatted line', () => {
    fc.assert(
      fc.property(contentArb, idsArb, (content, ids) => {
        const parsed = parseSuggestedFeatures(`${content}\n${formatFeaturesLine(ids)}`);
        expect(parsed.content).toBe(content.trimEnd());
        expect(parsed.suggestedFeatures).toEqual([...new Set(ids)]);
      }),
    );
  });

  it('round-trips appendFeaturesLine', () => {
    fc.assert(
      fc.property(contentArb, idsArb, (content, ids) => {
        const parsed = parseSuggestedFeatures(appendFeaturesLine(content, ids));
        expect(parsed).toEqual({ content: content.trimEnd(), suggestedFeatures: [...new Set(ids)] });
      }),
    );
  });

  it('never throws and only ever suggests known, distinct ids', () => {
    const noisyArb = fc.oneof(
      fc.string(),
      fc
        .tuple(fc.string(), fc.json(), fc.constantFrom('FEATURES:', 'features :', '**FEATURES:**', '```'))
        .map(([a, json, label]) => `${a}\n${label} ${json}`),
    );
    fc.assert(
      fc.property(noisyArb, (text) => {
        const { content, suggestedFeatures } = parseSuggestedFeatures(text);
        expect(text.startsWith(content.trimEnd()) || content === text).toBe(true);
        expect(new Set(suggestedFeatures).size).toBe(suggestedFeatures.length);
        for (const id of suggestedFeatures) expect(FEATURE_IDS).toContain(id);
      }),
    );
  });

  it('finds every bracketed id in text without a FEATURES label', () => {
    const wordArb = fc.oneof(
      idArb.map((id) => `[${id}]`),
      fc.constantFrom('hello', '[FIRSTNAME]', '[EMAIL]', 'and', '[x]'),
    );
    fc.assert(
      fc.property(fc.array(wordArb, { maxLength: 12 }), (words) => {
        const text = words.join(' ');
        const expected = [...new Set(words.filter((w) => /^\[[a-z]/.test(w)).map((w) => w.slice(1, -1)))];
        expect(parseSuggestedFeatures(text)).toEqual({
          content: text,
          suggestedFeatures: expected.filter((id) => id !== 'x'),
        });
      }),
    );
  });
});
