import { useEffect, useRef, useState } from 'react';
import { findRecognition, reportUnsupported } from './speech-support';
import { VoiceInput, type VoiceInputEvents, type VoiceInputState } from './voice-input';

// Voice input in a component: the VoiceInput lives as long as the panel, always calls the
// latest handlers, and stops listening when the panel closes or minimizes.

export type VoiceInputHandlers = Omit<VoiceInputEvents, 'onChange'>;

export function useSpeechRecognition(handlers: VoiceInputHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const [state, setState] = useState<VoiceInputState>({ listening: false, note: null });
  const [input] = useState(() => {
    const Recognition = findRecognition(window);
    if (!Recognition) return null;
    return new VoiceInput(Recognition, {
      onStart: () => latest.current.onStart(),
      onTranscript: (text) => latest.current.onTranscript(text),
      onSend: () => latest.current.onSend(),
      onChange: setState,
    });
  });
  useEffect(() => {
    if (!input) reportUnsupported('recognition');
    return () => input?.dispose();
  }, [input]);

  return {
    supported: input !== null,
    listening: state.listening,
    note: state.note,
    toggle: () => input?.toggle(),
    cancelAutoSend: () => input?.cancelAutoSend(),
    clearNote: () => input?.clearNote(),
  };
}
