import { describe, expect, it } from 'vitest';
import { FLOOD_DISTINCT, FLOOD_HOLD_MS, FLOOD_WINDOW_MS, FloodWatch } from './flood-watch.ts';

describe('FloodWatch', () => {
  it('judges an address by the different values it opens in a minute, not by its repeats', () => {
    let now = 1_000_000;
    const watch = new FloodWatch(() => now);
    for (let i = 0; i < FLOOD_DISTINCT; i++)
      expect(watch.flooding('203.0.113.9', `d\nname=${i}`)).toBe(false);
    // Repeats of values already seen are a person reopening.
    for (let i = 0; i < 100; i++) expect(watch.flooding('203.0.113.9', 'd\nname=0')).toBe(false);
    expect(watch.flooding('203.0.113.9', 'd\nname=new')).toBe(true);
    // Flagged, even its repeats count apart, for the hold; other addresses are not affected.
    expect(watch.flooding('203.0.113.9', 'd\nname=0')).toBe(true);
    expect(watch.flooding('198.51.100.7', 'd\nname=0')).toBe(false);
    now += FLOOD_HOLD_MS - 1;
    expect(watch.flooding('203.0.113.9', 'd\nname=0')).toBe(true);
    now += 1;
    expect(watch.flooding('203.0.113.9', 'd\nname=0')).toBe(false);
  });

  it('starts counting again each window, so a slow trickle of names is never a flood', () => {
    let now = 0;
    const watch = new FloodWatch(() => now);
    for (let minute = 0; minute < 5; minute++) {
      for (let i = 0; i < FLOOD_DISTINCT; i++)
        expect(watch.flooding('203.0.113.9', `d\nm${minute}-${i}`), `${minute}/${i}`).toBe(false);
      now += FLOOD_WINDOW_MS;
    }
  });

  it('never judges an open without an address', () => {
    const watch = new FloodWatch(() => 0);
    for (let i = 0; i < FLOOD_DISTINCT * 2; i++) expect(watch.flooding(undefined, `d\n${i}`)).toBe(false);
  });
});
