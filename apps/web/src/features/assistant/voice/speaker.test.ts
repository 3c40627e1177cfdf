import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickVoice, Speaker, type SpeakerState } from './speaker';
import type { SynthesisLike, UtteranceLike, VoiceLike } from './speech-support';

class FakeUtterance implements UtteranceLike {
  lang = '';
  rate = 0;
  pitch = 0;
  volume = 0;
  voice: VoiceLike | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(public text: string) {}
}

function fakeSynth(voices: VoiceLike[] = []) {
  const queue: FakeUtterance[] = [];
  const synth = {
    speaking: false,
    paused: false,
    queue,
    speak: vi.fn((u: UtteranceLike) => void queue.push(u as FakeUtterance)),
    cancel: vi.fn(() => void queue.splice(0)),
    pause: vi.fn(),
    resume: vi.fn(),
    getVoices: () => voices,
  } satisfies SynthesisLike & { queue: FakeUtterance[] };
  return synth;
}

function setup(voices: VoiceLike[] = []) {
  const synth = fakeSynth(voices);
  const states: SpeakerState[] = [];
  const speaker = new Speaker(synth, FakeUtterance, (s) => states.push(s));
  return { synth, speaker, states };
}

afterEach(() => vi.restoreAllMocks());

describe('pickVoice', () => {
  const voices = [
    { name: 'Deutsch', lang: 'de-DE' },
    { name: 'British', lang: 'en-GB' },
    { name: 'American', lang: 'en_US' },
  ];
  it('prefers the app language, then any English voice, then the first voice', () => {
    expect(pickVoice(voices)?.name).toBe('American');
    expect(pickVoice(voices.slice(0, 2))?.name).toBe('British');
    expect(pickVoice([{ name: 'Français', lang: 'fr-FR' }, voices[0] as VoiceLike])?.name).toBe('Français');
    expect(pickVoice([])).toBeNull();
  });
});

describe('the speaker', () => {
  it('reads a reply with the default rate, pitch and volume in an English voice, and goes idle at the end', () => {
    const { synth, speaker, states } = setup([
      { name: 'Deutsch', lang: 'de-DE' },
      { name: 'US', lang: 'en-US' },
    ]);
    speaker.speak('Try the meme generator. It is quick.');
    expect(synth.queue).toHaveLength(1);
    const [u] = synth.queue as [FakeUtterance];
    expect(u).toMatchObject({
      text: 'Try the meme generator. It is quick.',
      rate: 1,
      pitch: 1,
      volume: 1,
      lang: 'en-US',
    });
    expect(u.voice?.name).toBe('US');
    expect(speaker.current).toBe('speaking');
    u.onend?.();
    expect(states).toEqual(['speaking', 'idle']);
  });

  it('queues a long reply as short pieces and is speaking until the last one ends', () => {
    const { synth, speaker } = setup();
    speaker.speak(`${'This sentence is here to fill the reply. '.repeat(12)}`);
    expect(synth.queue.length).toBeGreaterThan(1);
    for (const u of synth.queue.slice(0, -1)) u.onend?.();
    expect(speaker.current).toBe('speaking');
    synth.queue.at(-1)?.onend?.();
    expect(speaker.current).toBe('idle');
  });

  it('pauses, resumes and stops; a cancel while paused un-pauses the engine for the next reply', () => {
    const { synth, speaker } = setup();
    speaker.speak('Hello there.');
    speaker.pause();
    expect(synth.pause).toHaveBeenCalledOnce();
    expect(speaker.current).toBe('paused');
    speaker.resume();
    expect(synth.resume).toHaveBeenCalledOnce();
    expect(speaker.current).toBe('speaking');
    speaker.pause();
    speaker.stop();
    expect(synth.cancel).toHaveBeenCalled();
    expect(synth.resume).toHaveBeenCalledTimes(2);
    expect(speaker.current).toBe('idle');
  });

  it('ignores "canceled" and "interrupted", and the events of utterances it cut off', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { synth, speaker } = setup();
    speaker.speak('First reply.');
    const first = synth.queue[0] as FakeUtterance;
    first.onerror?.({ error: 'interrupted' });
    first.onerror?.({ error: 'canceled' });
    expect(speaker.current).toBe('speaking');
    speaker.speak('Second reply.');
    first.onend?.();
    expect(speaker.current).toBe('speaking');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns about a real synthesis failure and stops', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { synth, speaker } = setup();
    speaker.speak('Hello.');
    synth.queue[0]?.onerror?.({ error: 'synthesis-failed' });
    expect(warn).toHaveBeenCalledWith('Speech synthesis failed: synthesis-failed');
    expect(speaker.current).toBe('idle');
  });

  it('says nothing for an empty reply', () => {
    const { synth, speaker } = setup();
    speaker.speak('   ');
    expect(synth.speak).not.toHaveBeenCalled();
    expect(speaker.current).toBe('idle');
  });
});
