import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// Whether the assistant reads its replies aloud: on by default (docs/product.md#ai-assistant), and the
// person's choice is kept for this browser session, like the conversation.

interface VoiceSettings {
  readonly speakReplies: boolean;
  setSpeakReplies(on: boolean): void;
}

export const useVoiceSettings = create<VoiceSettings>()(
  persist(
    (set) => ({
      speakReplies: true,
      setSpeakReplies: (speakReplies) => set({ speakReplies }),
    }),
    {
      name: 'mergepix:assistant-voice',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ speakReplies: s.speakReplies }),
    },
  ),
);
