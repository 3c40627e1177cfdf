import type { DesignInput } from '@mergepix/core';
import { Image } from '@napi-rs/canvas';
import { expect } from 'vitest';
import type { App } from '../app.ts';
import { json } from './app.ts';
import type { TestClient } from './auth-client.ts';

/** A 600×400 e-mail design: a greeting with a first name, and a line with the company. */
export function greetingDesign(overrides: Partial<DesignInput> = {}): DesignInput {
  return {
    name: 'Welcome banner',
    base: { kind: 'gradient', from: '#1e3a8a', to: '#9333ea', angle: 135 },
    layers: [
      {
        text: 'Hi [FIRSTNAME]!',
        box: { x: 30, y: 40, width: 540, height: 140 },
        fontFamily: 'Inter',
        fontSize: 72,
        minFontSize: 24,
        color: '#ffffff',
      },
      {
        text: '[COMPANY|Your team] has a gift for you',
        box: { x: 30, y: 240, width: 540, height: 120 },
        fontFamily: 'Inter',
        fontSize: 40,
        color: '#ffffff',
      },
    ],
    ...overrides,
  };
}

/** Creates and publishes a design; returns its id and public URL path. */
export async function publishedDesign(client: TestClient, design: DesignInput = greetingDesign()) {
  const created = await client.post('/rest/v1/designs', design);
  expect(created.status).toBe(201);
  const { id } = await json(created);
  const published = await client.post(`/rest/v1/designs/${id}/publish`, {});
  expect(published.status).toBe(200);
  const { url, publicId } = await json(published);
  return { id: id as string, publicId: publicId as string, path: new URL(url).pathname };
}

/** GETs a live image and returns the response with its bytes. */
export async function fetchImage(app: App, path: string, headers: Record<string, string> = {}) {
  const res = await app.request(path, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The size of an encoded image. */
export function imageSize(bytes: Buffer): { width: number; height: number } {
  const image = new Image();
  image.src = bytes;
  return { width: image.width, height: image.height };
}
