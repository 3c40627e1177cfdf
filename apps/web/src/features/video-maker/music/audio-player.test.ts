import type { StereoPcm } from '@mergepix/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PcmPlayer } from './audio-player';

// Node has no Web Audio: these tests give the player a small fake AudioContext that records what
// the player asks of it.

const pcm = (seconds: number, rate = 100): StereoPcm => {
  const left = new Float32Array(seconds * rate).fill(0.25);
  return { sampleRate: rate, left, right: left };
};

class FakeSource {
  buffer: unknown = null;
  onended: (() => void) | null = null;
  started: [number, number] | null = null;
  stopped = false;
  connect() {}
  disconnect() {}
  start(when: number, offset: number) {
    this.started = [when, offset];
  }
  stop() {
    this.stopped = true;
  }
}

class FakeContext {
  static made: FakeContext[] = [];
  state = 'suspended';
  destination = {};
  sources: FakeSource[] = [];
  buffers = 0;
  resumed = 0;
  closed = false;
  constructor() {
    FakeContext.made.push(this);
  }
  resume() {
    this.resumed++;
    this.state = 'running';
    return Promise.resolve();
  }
  close() {
    this.closed = true;
    return Promise.resolve();
  }
  createBufferSource() {
    const source = new FakeSource();
    this.sources.push(source);
    return source;
  }
  createBuffer(channels: number, length: number, sampleRate: number) {
    this.buffers++;
    const data = Array.from({ length: channels }, () => new Float32Array(length));
    return { sampleRate, length, getChannelData: (i: number) => data[i] };
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeContext.made = [];
});

describe('PcmPlayer', () => {
  it('does nothing, and never throws, without Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    const player = new PcmPlayer();
    expect(() => player.play(pcm(2), 0)).not.toThrow();
    expect(player.playing).toBe(false);
    expect(() => player.stop()).not.toThrow();
    expect(() => player.close()).not.toThrow();
  });

  it('does nothing when the context cannot be made', () => {
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('no device');
        }
      },
    );
    const player = new PcmPlayer();
    expect(() => player.play(pcm(2), 0)).not.toThrow();
    expect(player.playing).toBe(false);
  });

  it('creates the context on first play, resumes it and starts at the offset', () => {
    vi.stubGlobal('AudioContext', FakeContext);
    const player = new PcmPlayer();
    expect(FakeContext.made).toHaveLength(0);
    player.play(pcm(2), 0.5);
    const context = FakeContext.made[0];
    expect(context?.resumed).toBe(1);
    expect(context?.sources[0]?.started).toEqual([0, 0.5]);
    expect(player.playing).toBe(true);
  });

  it('stops the last sound when another plays, and reuses the buffer for the same sound', () => {
    vi.stubGlobal('AudioContext', FakeContext);
    const player = new PcmPlayer();
    const music = pcm(2);
    player.play(music, 0);
    player.play(music, 1);
    const context = FakeContext.made[0];
    expect(context?.sources[0]?.stopped).toBe(true);
    expect(context?.sources[1]?.started).toEqual([0, 1]);
    expect(context?.buffers).toBe(1);
    player.play(pcm(1), 0);
    expect(context?.buffers).toBe(2);
    expect(FakeContext.made).toHaveLength(1);
  });

  it('plays one sound on the page: a second player stops the first and tells it', () => {
    vi.stubGlobal('AudioContext', FakeContext);
    const interrupted = vi.fn();
    const preview = new PcmPlayer(undefined, interrupted);
    const listen = new PcmPlayer();
    preview.play(pcm(2), 0);
    listen.play(pcm(2), 0);
    expect(preview.playing).toBe(false);
    expect(listen.playing).toBe(true);
    expect(interrupted).toHaveBeenCalledTimes(1);
    listen.stop();
    preview.play(pcm(2), 0);
    expect(interrupted).toHaveBeenCalledTimes(1);
  });

  it('plays nothing from past the end or for an empty sound', () => {
    vi.stubGlobal('AudioContext', FakeContext);
    const player = new PcmPlayer();
    player.play(pcm(2), 2);
    player.play(pcm(0), 0);
    expect(player.playing).toBe(false);
    expect(FakeContext.made[0]?.sources ?? []).toHaveLength(0);
  });

  it('reports a sound that ends by itself, not one that was stopped', () => {
    vi.stubGlobal('AudioContext', FakeContext);
    const ended = vi.fn();
    const player = new PcmPlayer(ended);
    player.play(pcm(2), 0);
    const first = FakeContext.made[0]?.sources[0];
    player.stop();
    first?.onended?.();
    expect(ended).not.toHaveBeenCalled();
    player.play(pcm(2), 0);
    FakeContext.made[0]?.sources[1]?.onended?.();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(player.playing).toBe(false);
  });

  it('closes the context, and opens a new one when played again', () => {
    vi.stubGlobal('AudioContext', FakeContext);
    const player = new PcmPlayer();
    player.play(pcm(2), 0);
    player.close();
    expect(player.playing).toBe(false);
    expect(FakeContext.made[0]?.closed).toBe(true);
    player.play(pcm(2), 0);
    expect(FakeContext.made).toHaveLength(2);
    expect(player.playing).toBe(true);
  });
});
