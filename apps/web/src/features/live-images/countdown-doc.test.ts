import { countdownSchema, designSchema, fixedDeadline, parseDeadline } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import {
  countdownPlace,
  defaultDeadlineAt,
  exampleDeadlineParams,
  newCountdown,
  sampleDeadline,
  timeZoneOptions,
  withDeadlineKind,
  withoutCountdown,
  writtenDate,
} from './countdown-doc';

const NOW = Date.UTC(2026, 10, 28, 18, 52, 0);
const layer = (text: string, box: { x: number; y: number; width: number; height: number }) => ({
  text,
  box,
  fontFamily: 'Inter',
  fontSize: 40,
});
const design = (layers: ReturnType<typeof layer>[] = []) =>
  designSchema.parse({ name: 'Sale', base: { kind: 'color', color: '#1e293b' }, layers });

describe('a new countdown', () => {
  it('counts to 18:00 a week ahead in the browser’s zone, and saves as a valid design', () => {
    const cd = newCountdown(design(), NOW, 'Europe/Berlin');
    expect(cd.deadline).toEqual({ kind: 'fixed', at: '2026-12-05T18:00', timeZone: 'Europe/Berlin' });
    expect(fixedDeadline(cd.deadline.kind === 'fixed' ? cd.deadline.at : '', 'Europe/Berlin')).toBe(
      Date.UTC(2026, 11, 5, 17, 0),
    );
    expect(designSchema.safeParse({ ...design(), countdown: cd }).success).toBe(true);
    // White numbers on a dark base; with a shadow on a picture; dark on a light colour.
    expect(cd.color).toBe('#ffffff');
    expect(cd.shadow).toBeNull();
    const onPhoto = newCountdown({ ...design(), base: { kind: 'upload', path: 'u/p.jpg' } }, NOW, 'UTC');
    expect([onPhoto.color, onPhoto.shadow?.blur]).toEqual(['#ffffff', 8]);
    expect(newCountdown({ ...design(), base: { kind: 'color', color: '#f1f5f9' } }, NOW, 'UTC').color).toBe(
      '#111827',
    );
  });

  it('keeps clear of text drawn per recipient, which a countdown may not cover', () => {
    const low = layer('Hi [FIRSTNAME]!', { x: 0, y: 250, width: 600, height: 150 });
    const box = countdownPlace(design([low]));
    expect(box.y + box.height).toBeLessThanOrEqual(250);
    const cd = newCountdown(design([low]), NOW, 'UTC');
    expect(designSchema.safeParse({ ...design([low]), countdown: cd }).success).toBe(true);
    // The greeting a new design starts with, over the middle: the countdown goes under it.
    const middle = layer('Hi [FIRSTNAME|there]!', { x: 60, y: 134, width: 480, height: 132 });
    const under = countdownPlace(design([middle]));
    expect(under.y).toBeGreaterThanOrEqual(266);
    expect(under.y + under.height).toBeLessThanOrEqual(400);
    expect(under.height).toBeGreaterThanOrEqual(100);
    // As a new design starts: the greeting a third of the height, centred; under it, not over.
    const greeting = layer('Hi [FIRSTNAME|there]!', { x: 60, y: 133.5, width: 480, height: 133 });
    expect(countdownPlace(design([greeting])).y).toBeGreaterThan(266);
    // No band clear of it at all: placed low, and core names the overlap.
    const full = layer('[FIRSTNAME]', { x: 0, y: 20, width: 600, height: 370 });
    const over = newCountdown(design([full]), NOW, 'UTC');
    expect(designSchema.safeParse({ ...design([full]), countdown: over }).success).toBe(false);
    // Text the same for everyone may lie under it.
    expect(
      countdownPlace(design([layer('Sale', { x: 0, y: 250, width: 600, height: 150 })])).y,
    ).toBeGreaterThan(250);
    // …but not text drawn above a personal layer: that is drawn per recipient too.
    const name = layer('Hi [FIRSTNAME]', { x: 0, y: 0, width: 600, height: 100 });
    const shop = layer('Shop now', { x: 0, y: 300, width: 600, height: 100 });
    const between = newCountdown(design([name, shop]), NOW, 'UTC');
    expect(between.box.y).toBeGreaterThanOrEqual(100);
    expect(between.box.y + between.box.height).toBeLessThanOrEqual(300);
    expect(designSchema.safeParse({ ...design([name, shop]), countdown: between }).success).toBe(true);
  });
});

describe('deadline kinds and zones', () => {
  it('switches between a fixed deadline and the recipient’s own, keeping the zone', () => {
    const cd = newCountdown(design(), NOW, 'Asia/Tokyo');
    const own = withDeadlineKind(cd, 'token', NOW);
    expect(own.deadline).toEqual({
      kind: 'token',
      token: 'DEADLINE' as const,
      timeZone: 'Asia/Tokyo',
      dateOrder: 'mdy',
    });
    expect(countdownSchema.safeParse(own).success).toBe(true);
    expect(withDeadlineKind(own, 'fixed', NOW).deadline).toEqual({
      kind: 'fixed',
      at: defaultDeadlineAt(NOW, 'Asia/Tokyo'),
      timeZone: 'Asia/Tokyo',
    });
  });

  it('offers the browser’s zone first, then the rest A–Z with UTC and the current one, each once', () => {
    const zones = timeZoneOptions('Europe/Paris', 'Asia/Tokyo', [
      'Europe/Paris',
      'America/New_York',
      'Asia/Tokyo',
    ]);
    expect(zones).toEqual(['Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'UTC']);
  });

  it('shows example link values that read back as the same day in the chosen order', () => {
    const d = {
      kind: 'token' as const,
      token: 'DEADLINE' as const,
      timeZone: 'America/New_York',
      dateOrder: 'dmy' as const,
    };
    const { iso, written } = exampleDeadlineParams(d, NOW);
    expect(iso).toBe('?deadline=2026-12-02T00:22:00Z');
    expect(written).toBe('?deadline=01/12/2026');
    // A date alone is the end of that day in the zone.
    expect(parseDeadline('01/12/2026', 'America/New_York', 'dmy')).toBe(Date.UTC(2026, 11, 2, 5));
    expect(writtenDate(sampleDeadline(NOW), 'UTC', 'mdy', true)).toBe('12/02/2026 00:22');
  });
});

describe('withoutCountdown', () => {
  it('removes the countdown, and makes a countdown GIF a still design again', () => {
    const design = designSchema.parse({
      name: 'Sale',
      format: 'gif',
      base: { kind: 'color', color: '#000000' },
      layers: [],
      countdown: {
        box: { x: 0, y: 0, width: 300, height: 100 },
        deadline: { kind: 'token', timeZone: 'UTC' },
      },
    });
    const still = withoutCountdown(design);
    expect(still.countdown).toBeUndefined();
    expect(still.format).toBe('jpg');
    expect(designSchema.safeParse(still).success).toBe(true);
    expect(withoutCountdown({ ...design, format: 'png' }).format).toBe('png');
  });
});
