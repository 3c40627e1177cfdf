import { ASSISTANT_INPUT_MAX_HEIGHT_PX, type FeatureId, type TokenValues } from '@mergepix/core';
import { Bot, Minus, Send, Square, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { IconButton } from '@/components/ui/button';
import { Message } from './assistant-message';
import { useAssistantChat } from './use-assistant-chat';
import { useSpeechRecognition } from './voice/use-speech-recognition';
import { useSpeechSynthesis } from './voice/use-speech-synthesis';
import { MicButton, SpeechControls } from './voice/voice-controls';

// The open panel: the conversation (announced as it arrives), suggested features as cards, and
// the input (Enter sends, Shift+Enter is a new line, it grows to 120 px). Where the browser can,
// a microphone fills the input by voice and sends it, and replies are read aloud.

export function AssistantPanel({
  values,
  onMinimize,
  onClose,
  onFeature,
}: {
  values: TokenValues;
  onMinimize(): void;
  onClose(): void;
  onFeature(id: FeatureId): void;
}) {
  const { messages, pending, send, stop } = useAssistantChat(values);
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const speech = useSpeechSynthesis(messages);
  // What the input held when listening began: the spoken words are added after it.
  const typed = useRef('');
  const voice = useSpeechRecognition({
    onStart: () => {
      // The assistant reading aloud would be heard by the microphone.
      speech.stop();
      typed.current = text.trim();
    },
    onTranscript: (heard) => setText(typed.current ? `${typed.current} ${heard}` : heard),
    onSend: () => submit(),
  });

  useEffect(() => input.current?.focus(), []);
  const lastLength = messages.at(-1)?.content.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: new text is the trigger to follow
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages.length, lastLength]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text changing is what resizes it
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, ASSISTANT_INPUT_MAX_HEIGHT_PX)}px`;
  }, [text]);

  const submit = () => {
    if (!text.trim() || pending) return;
    voice.cancelAutoSend();
    voice.clearNote();
    speech.stop();
    void send(text);
    setText('');
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <section
      aria-label="AI Assistant"
      data-testid="assistant-panel"
      // Escape anywhere in the panel minimizes it (docs/product.md#ai-assistant).
      onKeyDown={(event) => {
        if (event.key === 'Escape') onMinimize();
      }}
      className="fixed bottom-3 left-3 z-[60] flex h-[min(34rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200"
    >
      <header className="flex items-center gap-2 bg-brand-600 px-4 py-3 text-white">
        <Bot aria-hidden="true" className="size-5" />
        <h2 className="flex-1 font-semibold">AI Assistant</h2>
        {speech.supported ? (
          <SpeechControls
            enabled={speech.enabled}
            state={speech.state}
            onToggle={speech.toggle}
            onPause={speech.pause}
            onResume={speech.resume}
            onStop={speech.stop}
          />
        ) : null}
        {(
          [
            ['Minimize the assistant', onMinimize, Minus],
            ['Close the assistant', onClose, X],
          ] as const
        ).map(([label, onClick, Icon]) => (
          <IconButton
            key={label}
            Icon={Icon}
            onClick={onClick}
            label={label}
            className="rounded p-1 hover:bg-white/20"
            iconClassName="size-4"
          />
        ))}
      </header>
      <div ref={log} role="log" aria-live="polite" className="flex-1 space-y-3 overflow-y-auto p-4 text-sm">
        {messages.length === 0 ? (
          <p className="text-slate-600">
            Hi! Tell me what you want to make (“a funny meme for my team”) and I will point you to the right
            tool.
          </p>
        ) : null}
        {messages.map((m) => (
          <Message key={m.id} message={m} onFeature={onFeature} />
        ))}
      </div>
      {voice.note ? (
        <p
          role="alert"
          data-testid="assistant-voice-note"
          className="bg-amber-50 px-4 py-2 text-xs text-amber-900"
        >
          {voice.note}
        </p>
      ) : null}
      <div className="flex items-end gap-2 border-t border-slate-200 p-3">
        <textarea
          ref={input}
          rows={1}
          value={text}
          onChange={(e) => {
            voice.cancelAutoSend();
            setText(e.target.value);
          }}
          onKeyDown={onKey}
          aria-label="Ask the assistant"
          placeholder={voice.listening ? 'Listening…' : 'Ask about any tool…'}
          data-testid="assistant-input"
          className="max-h-[120px] min-h-9 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        {voice.supported ? <MicButton listening={voice.listening} onClick={voice.toggle} /> : null}
        {pending ? (
          <IconButton
            Icon={Square}
            onClick={stop}
            label="Stop the reply"
            className="flex size-9 items-center justify-center rounded-lg bg-slate-800 text-white"
            iconClassName="size-4"
          />
        ) : (
          <IconButton
            Icon={Send}
            onClick={submit}
            disabled={!text.trim()}
            label="Send"
            testId="assistant-send"
            className="flex size-9 items-center justify-center rounded-lg bg-brand-600 text-white disabled:opacity-50"
            iconClassName="size-4"
          />
        )}
      </div>
    </section>
  );
}
