import { describe, expect, it } from 'vitest';
import { readTextStream } from './stream-reply';

describe('readTextStream', () => {
  it('hands on each piece as it arrives, multi-byte characters split across chunks included', async () => {
    const bytes = new TextEncoder().encode('Hi Zoë! 🎉');
    const chunks = [bytes.slice(0, 5), bytes.slice(5, 9), bytes.slice(9)];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(c);
        controller.close();
      },
    });
    const pieces: string[] = [];
    const text = await readTextStream(body, (p) => pieces.push(p));
    expect(text).toBe('Hi Zoë! 🎉');
    expect(pieces.join('')).toBe(text);
    expect(pieces.length).toBeGreaterThan(1);
  });
});
