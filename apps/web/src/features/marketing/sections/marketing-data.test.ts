import { CAROUSEL_SLIDE_COUNT, MARKETING_CLAIMS, TESTIMONIAL_COUNT } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { FIGURE_SLIDES } from '@/components/illustrations/carousel/figure-slides';
import { FAQ_ITEMS } from './faq-data';
import { FEATURE_CARDS } from './features-data';
import { STEPS } from './how-it-works-data';
import { INTEGRATION_CATEGORIES, INTEGRATIONS } from './integrations-data';
import { clampRating, ratingLabel } from './rating';
import { TEMPLATES } from './templates-data';
import { TESTIMONIALS } from './testimonials-data';

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('marketing section data', () => {
  it('has the documented counts: 12 slides, 5 testimonials, 25 integrations, 4 steps', () => {
    expect(FIGURE_SLIDES).toHaveLength(CAROUSEL_SLIDE_COUNT);
    expect(TESTIMONIALS).toHaveLength(TESTIMONIAL_COUNT);
    expect(INTEGRATIONS).toHaveLength(Number(MARKETING_CLAIMS.integrations.value));
    expect(STEPS).toHaveLength(4);
  });

  it('uses unique ids and names', () => {
    expect(unique(FIGURE_SLIDES.map((s) => s.id))).toBe(true);
    expect(unique(TESTIMONIALS.map((t) => t.id))).toBe(true);
    expect(unique(INTEGRATIONS.map((i) => i.name))).toBe(true);
    expect(unique(FAQ_ITEMS.map((f) => f.id))).toBe(true);
    expect(unique(STEPS.map((s) => s.id))).toBe(true);
    expect(unique(FEATURE_CARDS.map((c) => c.id))).toBe(true);
    expect(unique([...TEMPLATES.video, ...TEMPLATES.image].map((t) => t.id))).toBe(true);
  });

  it('puts every integration in a listed group and names Facebook and LinkedIn', () => {
    const groups = new Set(INTEGRATION_CATEGORIES.map((c) => c.id));
    for (const integration of INTEGRATIONS) expect(groups.has(integration.category)).toBe(true);
    expect(INTEGRATIONS.map((i) => i.name)).toEqual(expect.arrayContaining(['Facebook', 'LinkedIn']));
  });

  it('shows every required claim on a feature card', () => {
    const values = FEATURE_CARDS.map((c) => c.value);
    const C = MARKETING_CLAIMS;
    for (const claim of [
      C.personalizationLift,
      C.engagementMultiplier,
      C.engagementIncrease,
      C.imagesGenerated,
      C.activeCustomers,
      C.uptime,
      C.tokens,
      C.videoTemplates,
      C.imageTemplates,
      C.actionFigureStyles,
      C.cartoonStyles,
      C.fonts,
    ]) {
      expect(values).toContain(claim.value);
    }
  });

  it('rates testimonials 1-5 and labels them for screen readers', () => {
    for (const t of TESTIMONIALS) {
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
    }
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
    expect(clampRating(9)).toBe(5);
    expect(clampRating(0)).toBe(1);
  });

  it('answers the AI-model and predecessor questions', () => {
    const text = FAQ_ITEMS.map((f) => `${f.question} ${f.answer}`).join(' ');
    for (const model of ['Gemini', 'DALL-E 3', 'Ideogram']) expect(text).toContain(model);
    expect(text).toMatch(/video-personalization product/);
    expect(text).toContain('$49/month');
    expect(text).toContain('14-day free personalization trial');
  });

  it('gives every figure a box title with the first-name token', () => {
    for (const slide of FIGURE_SLIDES) expect(slide.preview).toContain('[FIRSTNAME]');
  });
});
