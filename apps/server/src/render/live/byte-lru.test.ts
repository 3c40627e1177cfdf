import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru.ts';

describe('ByteLru', () => {
  const lru = () => new ByteLru<string>(10, (v) => v.length);

  it('evicts the least recently used entries once the bytes pass the bound', () => {
    const cache = lru();
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa'); // a is now the most recent
    cache.set('c', 'cccc');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.bytes).toBe(8);
  });

  it('never keeps a value larger than the whole bound, and replaces a key in place', () => {
    const cache = lru();
    cache.set('big', 'x'.repeat(11));
    expect(cache.get('big')).toBeUndefined();
    cache.set('a', 'aaaa');
    cache.set('a', 'aa');
    expect(cache.bytes).toBe(2);
  });

  it('drops keys by prefix', () => {
    const cache = lru();
    cache.set('d1:1', 'a');
    cache.set('d1:2', 'b');
    cache.set('d2:1', 'c');
    cache.deletePrefix('d1:');
    expect([cache.get('d1:1'), cache.get('d2:1'), cache.size]).toEqual([undefined, 'c', 1]);
  });

  it('keeps a key read often while many others come and go', () => {
    const cache = new ByteLru<string>(100, (v) => v.length);
    cache.set('hot', 'h');
    for (let i = 0; i < 1000; i++) {
      cache.set(`cold${i}`, 'c');
      expect(cache.get('hot')).toBe('h');
    }
    // The bound held (100 one-byte values) and the oldest cold keys went first.
    expect([cache.size, cache.get('cold0'), cache.get('cold999')]).toEqual([100, undefined, 'c']);
  });
});
