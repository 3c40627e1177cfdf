import type { DesignInput } from '@mergepix/core';
import { Image } from '@napi-rs/canvas';
import { expect } from 'vitest';
import type { App } from '../app.ts';
import { json, TEST_ORIGIN } from './app.ts';
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

/**
 * Opens `path` with `param` set to each value (URL-encoded already) and expects each answer to be
 * 200 and drawn with the fallback (the same bytes as `plain`, the image opened without values) or,
 * with `drawn: 'value'`, with the value (other bytes). Returns each value with its answer.
 */
export async function expectDrawn(
  app: App,
  {
    path,
    param,
    plain,
    drawn = 'fallback',
  }: { path: string; param: string; plain: Buffer; drawn?: 'fallback' | 'value' },
  values: readonly string[],
): Promise<[string, Response][]> {
  const answers: [string, Response][] = [];
  for (const value of values) {
    const got = await fetchImage(app, `${path}?${param}=${value}`);
    expect(got.res.status, value).toBe(200);
    expect(got.bytes.equals(plain), value).toBe(drawn === 'fallback');
    answers.push([value, got.res]);
  }
  return answers;
}

/** The size of an encoded image. */
export function imageSize(bytes: Buffer): { width: number; height: number } {
  const image = new Image();
  image.src = bytes;
  return { width: image.width, height: image.height };
}

/** Uploads a picture as `client` (POST /rest/v1/designs/uploads); returns its path. */
export async function uploadPicture(app: App, client: TestClient, bytes: Buffer): Promise<string> {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await app.request('/rest/v1/designs/uploads', {
    method: 'POST',
    headers: { 'Content-Type': 'image/jpeg', Origin: TEST_ORIGIN, Cookie: cookie },
    body: new Uint8Array(bytes),
  });
  expect(res.status).toBe(201);
  return (await json(res)).path as string;
}

/** The box of the greeting on every frame of {@link gifGreetingDesign}. */
export const GIF_NAME_BOX = { x: 40, y: 140, width: 520, height: 110 } as const;

/**
 * A 600×400 live GIF: one frame per path (null: the blank gradient), each 500 ms except the
 * second (1 s), each saying "Hi [FIRSTNAME]!" in the same box.
 */
export function gifGreetingDesign(paths: readonly (string | null)[], overrides: Partial<DesignInput> = {}) {
  return {
    name: 'Live GIF',
    format: 'gif',
    base: { kind: 'gradient', from: '#6366f1', to: '#ec4899', angle: 135 },
    layers: [],
    frames: paths.map((path, i) => ({
      path,
      durationMs: i === 1 ? 1000 : 500,
      layers: [
        {
          text: 'Hi [FIRSTNAME]!',
          box: GIF_NAME_BOX,
          fontFamily: 'Inter',
          fontSize: 64,
          color: '#ffffff',
          strokeWidth: 2,
          strokeColor: '#111111',
        },
      ],
    })),
    ...overrides,
  } satisfies DesignInput;
}
