import { CARTOON_THEMES } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import {
  type CartoonAction,
  cartoonPayload,
  cartoonReducer,
  cartoonRequest,
  INITIAL_CARTOON_STATE,
} from './cartoon-state';

const run = (...actions: CartoonAction[]) => actions.reduce(cartoonReducer, INITIAL_CARTOON_STATE);
const first = CARTOON_THEMES[0];

describe('cartoon state', () => {
  it("starts on the first theme, whose prompt is the request's prompt", () => {
    const request = cartoonRequest(INITIAL_CARTOON_STATE, {});
    expect(request.theme).toBe(first);
    expect(request.prompt).toBe(first?.prompt);
  });

  it('selects a theme, and clears the selection when it is chosen again', () => {
    expect(run({ type: 'select', index: 3 }).theme).toBe(3);
    expect(run({ type: 'select', index: 0 }).theme).toBeNull();
    expect(cartoonRequest(run({ type: 'select', index: 0 }), {}).prompt).toBe('');
  });

  it('Surprise Me sets the theme and the custom touch and clears an error', () => {
    const s = run(
      { type: 'blocked', error: 'x' },
      { type: 'surprise', pick: { themeIndex: 7, touch: 'with confetti' } },
    );
    expect(s).toMatchObject({ theme: 7, custom: 'with confetti', error: null });
  });

  it('fills tokens in the custom text and caption, naming the missing ones', () => {
    const s = run(
      { type: 'setCustom', text: 'holding a sign for [COMPANY]' },
      { type: 'setCaption', text: 'Hi [FIRSTNAME]! [LASTNAME]' },
    );
    const request = cartoonRequest(s, { FIRSTNAME: 'Ava', COMPANY: 'Acme' });
    expect(request.prompt).toContain('holding a sign for Acme');
    expect(request.caption).toBe('Hi Ava!');
    expect(request.prompt).toContain('"Hi Ava!"');
    expect(request.missing).toEqual(['LASTNAME']);
  });

  it('builds the reference-image payload with the style label, options and caption', () => {
    const s = run(
      { type: 'select', index: 3 },
      { type: 'setOption', key: 'lineWeight', value: 'bold' },
      { type: 'setCaption', text: 'Hello' },
    );
    const payload = cartoonPayload(cartoonRequest(s, {}), s.options);
    expect(payload).toMatchObject({
      imageType: 'cartoonStyle',
      style: CARTOON_THEMES[3]?.label,
      options: { lineWeight: 'bold', colorIntensity: 'natural', background: 'keep' },
      caption: 'Hello',
    });
    expect(payload.basePrompt).toContain('bold, thick outlines');
    const custom = run({ type: 'select', index: 0 }, { type: 'setCustom', text: 'a robot' });
    const plain = cartoonPayload(cartoonRequest(custom, {}), custom.options);
    expect(plain).not.toHaveProperty('style');
    expect(plain).not.toHaveProperty('caption');
    expect(plain.basePrompt).toBe('a robot');
  });
});
