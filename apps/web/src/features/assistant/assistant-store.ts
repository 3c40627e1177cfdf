import { currentFeatureId, type FeatureId, isFeatureId, parseSuggestedFeatures } from '@mergepix/core';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// The conversation and the panel's state (docs/product.md#ai-assistant: open, minimized, closed), kept for
// this browser session so it survives navigation and a reload. A reply that was streaming when the page went
// away is kept as far as it got.

/** One chat message (docs/product.md#ai-assistant). */
export interface ChatMessage {
  readonly id: string;
  readonly role: 'user' | 'assistant';
  readonly content: string;
  readonly timestamp: number;
  readonly isPending: boolean;
  readonly suggestedFeatures: readonly FeatureId[];
  /** Who answered (a provider, or `offline` for the built-in guide). */
  readonly provider?: string | null;
  /** Why the AI model did not answer, when the built-in guide did instead. */
  readonly fallback?: string | null;
  /** The reply failed or was stopped; `content` says so. */
  readonly failed?: boolean;
}

export type AssistantView = 'open' | 'minimized' | 'closed';

interface AssistantState {
  readonly messages: readonly ChatMessage[];
  readonly view: AssistantView;
  setView(view: AssistantView): void;
  add(message: ChatMessage): void;
  /** Adds text to a pending reply. */
  append(id: string, piece: string): void;
  /** Ends a reply: its suggestions read from its text (the FEATURES line is removed). */
  finish(
    id: string,
    result: { provider?: string | null; fallback?: string | null; failed?: boolean; note?: string },
  ): void;
  clear(): void;
}

/** At most this many messages are kept (the server reads the last 50). */
export const KEPT_MESSAGES = 60;

const mapMessage = (messages: readonly ChatMessage[], id: string, change: (m: ChatMessage) => ChatMessage) =>
  messages.map((m) => (m.id === id ? change(m) : m));

/**
 * Messages as this tab saved them, made current: a reply cut off by a reload is not waiting for
 * anything any more, and a suggestion saved under a tool's old id names it by the new one.
 */
export function restoredMessages(messages: readonly ChatMessage[] | undefined): ChatMessage[] {
  return (messages ?? []).map((m) => ({
    ...m,
    isPending: false,
    suggestedFeatures: (m.suggestedFeatures ?? []).map(currentFeatureId).filter(isFeatureId),
  }));
}

export const useAssistantStore = create<AssistantState>()(
  persist(
    (set) => ({
      messages: [],
      view: 'closed',
      setView: (view) => set({ view }),
      add: (message) => set((s) => ({ messages: [...s.messages, message].slice(-KEPT_MESSAGES) })),
      append: (id, piece) =>
        set((s) => ({ messages: mapMessage(s.messages, id, (m) => ({ ...m, content: m.content + piece })) })),
      finish: (id, { provider = null, fallback = null, failed = false, note }) =>
        set((s) => ({
          messages: mapMessage(s.messages, id, (m) => {
            const parsed = parseSuggestedFeatures(m.content);
            const content = [parsed.content.trimEnd(), note].filter(Boolean).join('\n\n');
            return {
              ...m,
              content,
              suggestedFeatures: parsed.suggestedFeatures,
              isPending: false,
              provider,
              fallback,
              failed,
            };
          }),
        })),
      clear: () => set({ messages: [] }),
    }),
    {
      name: 'mergepix:assistant',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ messages: s.messages, view: s.view }),
      merge: (persisted, current) => {
        const saved = persisted as Partial<AssistantState> | undefined;
        return {
          ...current,
          view: saved?.view ?? current.view,
          messages: restoredMessages(saved?.messages),
        };
      },
    },
  ),
);
