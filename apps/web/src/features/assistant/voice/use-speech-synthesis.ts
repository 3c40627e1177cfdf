import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@/features/assistant/assistant-store';
import { Speaker, type SpeakerState } from './speaker';
import { findSynthesis, reportUnsupported } from './speech-support';
import { justFinished } from './spoken-replies';
import { spokenText } from './spoken-text';
import { useVoiceSettings } from './voice-store';

// Spoken replies in the panel: each reply that finishes streaming while the panel is open is
// read aloud (as plain text) when spoken replies are on. Turning them off, or closing or
// minimizing the panel, stops the speech.

export function useSpeechSynthesis(messages: readonly ChatMessage[]) {
  const enabled = useVoiceSettings((s) => s.speakReplies);
  const setEnabled = useVoiceSettings((s) => s.setSpeakReplies);
  const [state, setState] = useState<SpeakerState>('idle');
  const [speaker] = useState(() => {
    const found = findSynthesis(window);
    // Chrome loads its voice list on the first ask; asking now lets the first reply pick a voice.
    found?.synth.getVoices();
    return found ? new Speaker(found.synth, found.Utterance, setState) : null;
  });
  const streaming = useRef(new Set<string>());

  useEffect(() => {
    if (!speaker) reportUnsupported('synthesis');
    return () => speaker?.stop();
  }, [speaker]);

  useEffect(() => {
    const reply = justFinished(messages, streaming.current).at(-1);
    if (reply && enabled) speaker?.speak(spokenText(reply.content));
  }, [messages, enabled, speaker]);

  useEffect(() => {
    if (!enabled) speaker?.stop();
  }, [enabled, speaker]);

  return {
    supported: speaker !== null,
    enabled,
    state,
    toggle: () => setEnabled(!enabled),
    pause: () => speaker?.pause(),
    resume: () => speaker?.resume(),
    stop: () => speaker?.stop(),
  };
}
