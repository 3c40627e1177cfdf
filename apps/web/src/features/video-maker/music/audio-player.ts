import type { StereoPcm } from '@mergepix/core';

// Plays stereo PCM through one AudioContext, created on first use (browsers allow sound only after
// a gesture, and an idle context costs a thread). One sound at a time, across players: playing
// stops whatever else was playing (the preview's music and a track's "Listen" never overlap).
// Where there is no Web Audio (tests, old browsers, a refused context) it silently does nothing.

type AudioContextCtor = typeof AudioContext;

function audioContextCtor(): AudioContextCtor | undefined {
  return (
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext
  );
}

/** The player whose sound is playing now, on the whole page. */
let sounding: PcmPlayer | null = null;

/** Plays one StereoPcm at a time; never throws. */
export class PcmPlayer {
  private context: AudioContext | null = null;
  private source: AudioBufferSourceNode | null = null;
  // The last converted sound: the preview plays the same music again from other offsets.
  private cached: { pcm: StereoPcm; buffer: AudioBuffer } | null = null;

  /**
   * `onEnded` is called when a sound finishes by itself (not when stopped); `onInterrupted` when
   * another player's sound stopped it (default: `onEnded`).
   */
  constructor(
    private readonly onEnded?: () => void,
    private readonly onInterrupted?: () => void,
  ) {}

  /** Whether a sound is playing now. */
  get playing(): boolean {
    return this.source !== null;
  }

  /** Stops what was playing and plays `pcm` from `offsetS` seconds. */
  play(pcm: StereoPcm, offsetS: number): void {
    this.stop();
    if (sounding && sounding !== this) sounding.interrupt();
    const length = Math.min(pcm.left.length, pcm.right.length);
    const duration = length / pcm.sampleRate;
    const offset = Number.isFinite(offsetS) ? Math.max(0, offsetS) : 0;
    if (length === 0 || offset >= duration) return;
    try {
      const context = this.ensureContext();
      if (!context) return;
      if (context.state === 'suspended') context.resume().catch(() => {});
      const source = context.createBufferSource();
      source.buffer = this.bufferFor(context, pcm, length);
      source.connect(context.destination);
      source.onended = () => {
        if (this.source !== source) return;
        this.source = null;
        if (sounding === this) sounding = null;
        source.disconnect();
        this.onEnded?.();
      };
      source.start(0, offset);
      this.source = source;
      sounding = this;
    } catch {
      this.source = null;
    }
  }

  /** Stops the sound playing, if any. */
  stop(): void {
    const source = this.source;
    if (sounding === this) sounding = null;
    if (!source) return;
    this.source = null;
    try {
      source.stop();
      source.disconnect();
    } catch {
      // Already stopped or never started: nothing to do.
    }
  }

  private interrupt(): void {
    if (!this.source) return;
    this.stop();
    (this.onInterrupted ?? this.onEnded)?.();
  }

  /** Stops and releases the audio device; a later `play` opens it again. */
  close(): void {
    this.stop();
    const context = this.context;
    this.context = null;
    this.cached = null;
    context?.close().catch(() => {});
  }

  private ensureContext(): AudioContext | null {
    if (this.context) return this.context;
    const Ctor = audioContextCtor();
    if (!Ctor) return null;
    try {
      this.context = new Ctor();
    } catch {
      return null;
    }
    return this.context;
  }

  private bufferFor(context: AudioContext, pcm: StereoPcm, length: number): AudioBuffer {
    if (this.cached?.pcm === pcm) return this.cached.buffer;
    // The context resamples the buffer to the device's rate when it plays it.
    const buffer = context.createBuffer(2, length, pcm.sampleRate);
    buffer.getChannelData(0).set(pcm.left.subarray(0, length));
    buffer.getChannelData(1).set(pcm.right.subarray(0, length));
    this.cached = { pcm, buffer };
    return buffer;
  }
}
