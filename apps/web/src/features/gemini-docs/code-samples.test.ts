import { imageGenerationSchema, imageResultSchema, isProviderKeyConfigured } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import {
  CURL_REQUEST,
  FALLBACK_RESPONSE,
  GEMINI_RESPONSE,
  SAMPLE_FALLBACK_RESULT,
  SAMPLE_GEMINI_RESULT,
  SAMPLE_REQUEST,
  SHELL_SETUP,
  TS_FETCH,
} from './code-samples';

describe('Gemini docs code samples', () => {
  it('send a body the image-generation schema accepts', () => {
    expect(imageGenerationSchema.safeParse(SAMPLE_REQUEST).success).toBe(true);
    const body = CURL_REQUEST.code.match(/-d '([\s\S]+)'$/)?.[1];
    expect(body).toBeDefined();
    expect(JSON.parse(body ?? '')).toEqual(SAMPLE_REQUEST);
    // curl sends -d bodies as POST, so no -X is needed.
    expect(CURL_REQUEST.code).toMatch(/^curl -s http:\/\/localhost:3000\/functions\/v1\/image-generation /);
    expect(CURL_REQUEST.code).toContain('Content-Type: application/json');
  });

  it('show answers in the shape the server really sends', () => {
    expect(imageResultSchema.parse(SAMPLE_GEMINI_RESULT)).toEqual(SAMPLE_GEMINI_RESULT);
    expect(imageResultSchema.parse(SAMPLE_FALLBACK_RESULT)).toEqual(SAMPLE_FALLBACK_RESULT);
    expect(JSON.parse(GEMINI_RESPONSE.code)).toEqual(SAMPLE_GEMINI_RESULT);
    expect(JSON.parse(FALLBACK_RESPONSE.code)).toEqual(SAMPLE_FALLBACK_RESULT);
  });

  it('set the key on the server with a placeholder that would pass the length rule', () => {
    const key = SHELL_SETUP.code.match(/export GEMINI_API_KEY="([^"]+)"/)?.[1];
    expect(isProviderKeyConfigured(key)).toBe(true);
    expect(SHELL_SETUP.code).toContain('GEMINI_BASE_URL');
    expect(SHELL_SETUP.code).toContain('/functions/v1/health-check');
    expect(SHELL_SETUP.code).not.toMatch(/VITE_GEMINI|AIza[0-9A-Za-z_-]{10,}/);
  });

  it('fetch the same endpoint from TypeScript with the same provider and ratio', () => {
    expect(TS_FETCH.code).toContain("fetch('/functions/v1/image-generation'");
    expect(TS_FETCH.code).toContain("provider: 'gemini'");
    expect(TS_FETCH.code).toContain("aspectRatio: '1:1'");
  });
});
