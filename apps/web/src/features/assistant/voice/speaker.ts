import { SPEECH_DEFAULTS, SPEECH_RECOGNITION_LANG } from '@mergepix/core';
import type { SynthesisLike, UtteranceConstructor, VoiceLike } from './speech-support';
import { speechChunks } from './spoken-text';

// Reading replies aloud, without React: one reply at a time (a new one cuts the old one off),
// queued as short utterances, with pause, resume and stop. The errors a cancel causes
// ("canceled", "interrupted") are expected and ignored; others are logged as warnings.

export type SpeakerState = 'idle' | 'speaking' | 'paused';

/** An English voice, the app's own variant first; else the first voice; else the browser's default. */
export function pickVoice(voices: readonly VoiceLike[], lang = SPEECH_RECOGNITION_LANG): VoiceLike | null {
  const norm = (l: string) => l.toLowerCase().replace('_', '-');
  const exact = voices.filter((v) => norm(v.lang) === norm(lang));
  const english = voices.filter((v) => norm(v.lang).startsWith('en'));
  return (
    exact.find((v) => v.default) ??
    exact[0] ??
    english.find((v) => v.default) ??
    english[0] ??
    voices[0] ??
    null
  );
}

const IGNORED_ERRORS = new Set(['canceled', 'interrupted']);

export class Speaker {
  private state: SpeakerState = 'idle';
  /** Bumped on every speak and stop, so events of cancelled utterances are ignored. */
  private run = 0;

  constructor(
    private readonly synth: SynthesisLike,
    private readonly Utterance: UtteranceConstructor,
    private readonly onChange: (state: SpeakerState) => void,
  ) {}

  get current(): SpeakerState {
    return this.state;
  }

  speak(text: string): void {
    this.stop();
    const chunks = speechChunks(text);
    if (chunks.length === 0) return;
    const run = ++this.run;
    const voice = pickVoice(this.synth.getVoices());
    let left = chunks.length;
    const done = () => {
      if (run === this.run && --left === 0) this.set('idle');
    };
    for (const chunk of chunks) {
      const utterance = new this.Utterance(chunk);
      utterance.rate = SPEECH_DEFAULTS.rate;
      utterance.pitch = SPEECH_DEFAULTS.pitch;
      utterance.volume = SPEECH_DEFAULTS.volume;
      utterance.lang = voice?.lang ?? SPEECH_RECOGNITION_LANG;
      if (voice) utterance.voice = voice;
      utterance.onend = done;
      utterance.onerror = (event) => {
        if (run !== this.run || IGNORED_ERRORS.has(event.error)) return;
        console.warn(`Speech synthesis failed: ${event.error}`);
        this.stop();
      };
      this.synth.speak(utterance);
    }
    this.set('speaking');
  }

  pause(): void {
    if (this.state !== 'speaking') return;
    this.synth.pause();
    this.set('paused');
  }

  resume(): void {
    if (this.state !== 'paused') return;
    this.synth.resume();
    this.set('speaking');
  }

  stop(): void {
    this.run++;
    if (this.state === 'idle') return;
    this.synth.cancel();
    // Chrome keeps the engine paused through a cancel, and would stay silent for the next reply.
    if (this.state === 'paused') this.synth.resume();
    this.set('idle');
  }

  private set(state: SpeakerState): void {
    if (state === this.state) return;
    this.state = state;
    this.onChange(state);
  }
}
