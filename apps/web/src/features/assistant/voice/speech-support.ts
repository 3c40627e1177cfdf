// The small slice of the Web Speech API the assistant uses, typed here because TypeScript's DOM
// library has no SpeechRecognition. Tests hand in fakes of the same shape.

/** One recognized phrase: its alternatives (the first is the best guess). */
export interface RecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: { readonly transcript: string };
}

export interface RecognitionResultEventLike {
  readonly resultIndex?: number;
  readonly results: { readonly length: number; readonly [index: number]: RecognitionResultLike };
}

export interface RecognitionLike {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEventLike) => void) | null;
  onerror: ((event: { readonly error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type RecognitionConstructor = new () => RecognitionLike;

/** The browser's speech recognition (Chrome and Safari still only ship the prefixed name). */
export function findRecognition(scope: object = globalThis): RecognitionConstructor | null {
  const s = scope as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return s.SpeechRecognition ?? s.webkitSpeechRecognition ?? null;
}

export interface VoiceLike {
  readonly name: string;
  readonly lang: string;
  readonly default?: boolean;
}

export interface UtteranceLike {
  text: string;
  lang: string;
  rate: number;
  pitch: number;
  volume: number;
  voice: VoiceLike | null;
  onend: (() => void) | null;
  onerror: ((event: { readonly error: string }) => void) | null;
}

export interface SynthesisLike {
  readonly speaking: boolean;
  readonly paused: boolean;
  speak(utterance: UtteranceLike): void;
  cancel(): void;
  pause(): void;
  resume(): void;
  getVoices(): readonly VoiceLike[];
}

export type UtteranceConstructor = new (text: string) => UtteranceLike;

/** The browser's speech synthesis, or null when it has none (or no way to make utterances). */
export function findSynthesis(
  scope: object = globalThis,
): { synth: SynthesisLike; Utterance: UtteranceConstructor } | null {
  const s = scope as { speechSynthesis?: SynthesisLike; SpeechSynthesisUtterance?: UtteranceConstructor };
  return s.speechSynthesis && s.SpeechSynthesisUtterance
    ? { synth: s.speechSynthesis, Utterance: s.SpeechSynthesisUtterance }
    : null;
}

/** Says once per page load, as information, that a browser cannot do one side of voice. */
const told = new Set<string>();
export function reportUnsupported(what: 'recognition' | 'synthesis'): void {
  if (told.has(what)) return;
  told.add(what);
  console.info(
    what === 'recognition' ? 'Speech recognition not supported' : 'Speech synthesis not supported',
  );
}
