import { describe, expect, it } from 'vitest';
import * as C from './constants.ts';

describe('constants', () => {
  it('counts a provider key as configured only when longer than 20 characters', () => {
    expect(C.isProviderKeyConfigured('x'.repeat(20))).toBe(false);
    expect(C.isProviderKeyConfigured('x'.repeat(21))).toBe(true);
    expect(C.isProviderKeyConfigured(` ${'x'.repeat(20)} `)).toBe(false);
    expect(C.isProviderKeyConfigured(undefined)).toBe(false);
    expect(C.isProviderKeyConfigured(null)).toBe(false);
  });

  it('names GIF downloads with a timestamp', () => {
    expect(C.gifDownloadFileName(1700000000000)).toBe('personalized-animation-1700000000000.gif');
  });

  it('keeps every range well-formed and its defaults inside it', () => {
    const ranges = Object.entries(C).filter(([name]) => name.endsWith('_RANGE'));
    expect(ranges.length).toBeGreaterThan(10);
    for (const [name, value] of ranges) {
      const r = value as C.NumericRange;
      expect(r.min, name).toBeLessThan(r.max);
      expect(r.step, name).toBeGreaterThan(0);
    }
    const inRange = (v: number, r: C.NumericRange) => v >= r.min && v <= r.max;
    expect(inRange(C.MEME_DEFAULTS.fontSize, C.MEME_FONT_SIZE_RANGE)).toBe(true);
    expect(inRange(C.MEME_DEFAULTS.strokeWidth, C.MEME_STROKE_WIDTH_RANGE)).toBe(true);
    expect(inRange(C.GIF_DEFAULT_WIDTH_PX, C.GIF_DIMENSION_RANGE)).toBe(true);
    expect(inRange(C.GIF_DEFAULT_FRAME_MS, C.GIF_DURATION_RANGE)).toBe(true);
    expect(inRange(C.GIF_TOKEN_DEFAULTS.fontSize, C.GIF_TOKEN_FONT_SIZE_RANGE)).toBe(true);
    expect(inRange(C.DEFAULT_TEXT_STYLE.fontSize, C.FONT_SIZE_RANGE)).toBe(true);
    expect(inRange(C.DEFAULT_TEXT_STYLE.lineHeight, C.LINE_HEIGHT_RANGE)).toBe(true);
  });

  it('keeps the dialog minimum below its default size', () => {
    expect(C.DIALOG_MIN_WIDTH_PX).toBeLessThan(C.DIALOG_DEFAULT_WIDTH_PX);
    expect(C.DIALOG_MIN_HEIGHT_PX).toBeLessThan(C.DIALOG_DEFAULT_HEIGHT_PX);
  });

  it('matches the documented pricing figures', () => {
    expect(C.PRICING.plan.monthlyPriceUsd).toBe(49);
    expect(C.PRICING.plan.annualDiscountPercent).toBe(20);
    expect(C.PRICING.plan.trialDays).toBe(14);
    expect(C.PRICING.video.pricePerDownloadUsd).toBe(1);
    expect(C.MARKETING_CLAIMS.personalizationLift.value).toBe('985%');
  });
});
