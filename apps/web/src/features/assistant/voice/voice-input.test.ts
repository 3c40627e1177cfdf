import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecognitionLike, RecognitionResultEventLike } from './speech-support';
import { BLOCKED_NOTE, VoiceInput, type VoiceInputState } from './voice-input';

/** A fake browser recognizer: the test plays what the browser would say. */
class FakeRecognition implements RecognitionLike {
  static last: FakeRecognition | null = null;
  lang = '';
  interimResults = false;
  continuous = true;
  maxAlternatives = 5;
  onresult: ((event: RecognitionResultEventLike) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  stopped = false;
  aborted = false;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.stopped = true;
    this.onend?.();
  }
  abort() {
    this.aborted = true;
  }
  hear(...phrases: [string, boolean][]) {
    const results = phrases.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal }));
    this.onresult?.({ results });
  }
}

function setup() {
  const heard: string[] = [];
  const states: VoiceInputState[] = [];
  const onSend = vi.fn();
  const onStart = vi.fn();
  const input = new VoiceInput(FakeRecognition, {
    onStart,
    onTranscript: (text) => heard.push(text),
    onSend,
    onChange: (s) => states.push(s),
  });
  return { input, heard, states, onSend, onStart, rec: () => FakeRecognition.last as FakeRecognition };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('voice input', () => {
  it('listens in en-US with interim results, fills in what it hears and sends 500 ms after it ends', () => {
    const { input, heard, onSend, onStart, rec } = setup();
    input.toggle();
    expect(onStart).toHaveBeenCalledOnce();
    expect(rec()).toMatchObject({ started: true, lang: 'en-US', interimResults: true, continuous: false });
    expect(input.current.listening).toBe(true);
    rec().hear(['a funny', false]);
    rec().hear(['a funny meme', true], [' for my team', false]);
    expect(heard).toEqual(['a funny', 'a funny meme for my team']);
    rec().onend?.();
    expect(input.current.listening).toBe(false);
    vi.advanceTimersByTime(499);
    expect(onSend).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSend).toHaveBeenCalledOnce();
  });

  it('does not send when the person types, or presses the mic again, before the 500 ms are up', () => {
    const { input, onSend, rec } = setup();
    input.toggle();
    rec().hear(['make a gif', true]);
    rec().onend?.();
    input.cancelAutoSend();
    vi.advanceTimersByTime(1000);
    expect(onSend).not.toHaveBeenCalled();

    input.toggle();
    rec().hear(['make a gif', true]);
    rec().onend?.();
    input.toggle(); // listening again
    vi.advanceTimersByTime(1000);
    expect(onSend).not.toHaveBeenCalled();
    expect(input.current.listening).toBe(true);
  });

  it('stops on a second press, and still sends what it heard; nothing heard sends nothing', () => {
    const { input, onSend, rec } = setup();
    input.toggle();
    rec().hear(['hello', false]);
    input.toggle();
    expect(rec().stopped).toBe(true);
    expect(input.current.listening).toBe(false);
    vi.advanceTimersByTime(500);
    expect(onSend).toHaveBeenCalledOnce();

    input.toggle();
    rec().onend?.();
    vi.advanceTimersByTime(1000);
    expect(onSend).toHaveBeenCalledOnce();
  });

  it('explains a blocked microphone and does not send', () => {
    const { input, onSend, rec } = setup();
    input.toggle();
    rec().onerror?.({ error: 'not-allowed' });
    rec().onend?.();
    expect(input.current).toEqual({ listening: false, note: BLOCKED_NOTE });
    vi.advanceTimersByTime(1000);
    expect(onSend).not.toHaveBeenCalled();
    // Trying again clears the note.
    input.toggle();
    expect(input.current.note).toBeNull();
  });

  it('gives short notes for other errors, keeps heard text unsent after one, and ignores its own abort', () => {
    const { input, onSend, rec } = setup();
    input.toggle();
    rec().onerror?.({ error: 'no-speech' });
    expect(input.current.note).toMatch(/did not hear anything/);
    input.toggle();
    rec().onerror?.({ error: 'audio-capture' });
    expect(input.current.note).toMatch(/No microphone/);
    input.toggle();
    rec().hear(['half a sentence', false]);
    rec().onerror?.({ error: 'network' });
    rec().onend?.();
    expect(input.current.note).toMatch(/speech service/);
    vi.advanceTimersByTime(1000);
    expect(onSend).not.toHaveBeenCalled();

    input.toggle();
    rec().onerror?.({ error: 'aborted' });
    expect(input.current.note).toBeNull();
  });

  it('aborts listening and a pending send when disposed (the panel closed)', () => {
    const { input, onSend, rec } = setup();
    input.toggle();
    rec().hear(['hi', true]);
    const first = rec();
    rec().onend?.();
    input.toggle();
    input.dispose();
    expect(rec().aborted).toBe(true);
    expect(first.aborted).toBe(false);
    expect(input.current.listening).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(onSend).not.toHaveBeenCalled();
  });
});
