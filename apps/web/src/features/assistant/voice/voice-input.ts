import { SPEECH_RECOGNITION_LANG, VOICE_AUTO_SEND_MS } from '@mergepix/core';
import type { RecognitionConstructor, RecognitionLike, RecognitionResultEventLike } from './speech-support';

// Voice input for the assistant, without React: one press starts listening, what is heard so far
// is handed on as it comes (interim results fill the input), and when recognition ends with text
// the message sends itself VOICE_AUTO_SEND_MS later, unless the person typed or pressed the mic
// again in between. A second press while listening stops it (what was heard is still sent).

export interface VoiceInputState {
  readonly listening: boolean;
  /** A short note for the person when voice input failed (blocked microphone, nothing heard…). */
  readonly note: string | null;
}

export interface VoiceInputEvents {
  /** Listening began: the caller remembers what the input held, so speech is added after it. */
  onStart(): void;
  /** Everything heard so far in this session of listening. */
  onTranscript(text: string): void;
  /** The auto-send moment came. */
  onSend(): void;
  onChange(state: VoiceInputState): void;
}

export const BLOCKED_NOTE =
  "Microphone access is blocked. Allow it in your browser's site settings to talk to the assistant.";

/** Plain words for a recognition error; null for those that need none. */
export function recognitionErrorNote(error: string): string | null {
  switch (error) {
    case 'not-allowed':
    case 'service-not-allowed':
      return BLOCKED_NOTE;
    case 'no-speech':
      return 'I did not hear anything. Press the microphone and try again.';
    case 'audio-capture':
      return 'No microphone was found. Check that one is connected.';
    case 'network':
      return 'Voice input could not reach the speech service. Check your connection, or type instead.';
    // We abort recognition ourselves (closing the panel); that is not the person's problem.
    case 'aborted':
      return null;
    default:
      return 'Voice input stopped unexpectedly. Try again, or type your question.';
  }
}

/** The transcript of every result so far, best guesses joined. */
function transcriptOf(event: RecognitionResultEventLike): string {
  let text = '';
  for (let i = 0; i < event.results.length; i++) text += event.results[i]?.[0]?.transcript ?? '';
  return text.trim();
}

export class VoiceInput {
  private state: VoiceInputState = { listening: false, note: null };
  private recognition: RecognitionLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly Recognition: RecognitionConstructor,
    private readonly events: VoiceInputEvents,
    private readonly autoSendMs = VOICE_AUTO_SEND_MS,
  ) {}

  get current(): VoiceInputState {
    return this.state;
  }

  /** The mic button: start listening, or stop when already listening. */
  toggle(): void {
    if (this.state.listening) this.recognition?.stop();
    else this.start();
  }

  /** The person typed: the words they are changing must not send themselves. */
  cancelAutoSend(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  clearNote(): void {
    if (this.state.note) this.set({ note: null });
  }

  /** Stops everything quietly (the panel closed). The object can start again afterwards. */
  dispose(): void {
    this.cancelAutoSend();
    const recognition = this.recognition;
    this.recognition = null;
    if (recognition) {
      recognition.onresult = recognition.onerror = recognition.onend = null;
      recognition.abort();
    }
    if (this.state.listening) this.set({ listening: false });
  }

  private start(): void {
    this.cancelAutoSend();
    const recognition = new this.Recognition();
    recognition.lang = SPEECH_RECOGNITION_LANG;
    recognition.interimResults = true;
    recognition.continuous = false;
    recognition.maxAlternatives = 1;
    let heard = '';
    let failed = false;
    recognition.onresult = (event) => {
      heard = transcriptOf(event);
      this.events.onTranscript(heard);
    };
    recognition.onerror = (event) => {
      const note = recognitionErrorNote(event.error);
      if (note === null) return;
      failed = true;
      this.set({ note });
    };
    recognition.onend = () => {
      if (this.recognition !== recognition) return;
      this.recognition = null;
      this.set({ listening: false });
      if (!failed && heard)
        this.timer = setTimeout(() => {
          this.timer = null;
          this.events.onSend();
        }, this.autoSendMs);
    };
    this.recognition = recognition;
    this.events.onStart();
    try {
      recognition.start();
    } catch {
      // Starting twice or with no audio service throws instead of raising an error event.
      this.recognition = null;
      this.set({ listening: false, note: recognitionErrorNote('') });
      return;
    }
    this.set({ listening: true, note: null });
  }

  private set(change: Partial<VoiceInputState>): void {
    this.state = { ...this.state, ...change };
    this.events.onChange(this.state);
  }
}
