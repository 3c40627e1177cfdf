import { describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH, JsonTextError, jsonNestsDeeperThan, parseClientJson } from './json-text.ts';

const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('client JSON text', () => {
  it('counts nesting of arrays and objects, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan(nested(3), 3)).toBe(false);
    expect(jsonNestsDeeperThan(nested(4), 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":{"c":{}}}}', 3)).toBe(true);
    expect(jsonNestsDeeperThan(`{"a":"${'['.repeat(50)}","b":"\\"[[[["}`, 2)).toBe(false);
    expect(jsonNestsDeeperThan('[[],[],[],[]]', 2)).toBe(false);
  });

  it('parses text up to the limit and refuses deeper or malformed text with a reason', () => {
    expect(parseClientJson(nested(JSON_MAX_DEPTH))).toBeDefined();
    expect(parseClientJson('')).toBeUndefined();
    const deep = (() => {
      try {
        parseClientJson(nested(100_000));
      } catch (err) {
        return err;
      }
    })();
    expect(deep).toBeInstanceOf(JsonTextError);
    expect((deep as JsonTextError).reason).toBe('too_deep');
    expect(() => parseClientJson('{"a":')).toThrow(/not valid JSON/);
  });
});
