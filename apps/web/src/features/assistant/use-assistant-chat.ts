import { ASSISTANT_ERROR_MESSAGE, type TokenValues } from '@mergepix/core';
import { useCallback, useEffect, useRef } from 'react';
import { useAssistantStore } from './assistant-store';
import { type PageContext, streamReply } from './stream-reply';

// Sending a message: the question and an empty pending reply join the conversation, the reply
// streams into it piece by piece, and it ends with its suggestions, or with a note when it was
// stopped or failed (what arrived is kept).

const newId = () => crypto.randomUUID();

/** Where the question is asked: the path and the page's title. */
const currentPage = (): PageContext => ({
  path: window.location.pathname.slice(0, 300),
  title: document.title.slice(0, 200),
});

export function useAssistantChat(values: TokenValues) {
  const messages = useAssistantStore((s) => s.messages);
  const pending = messages.some((m) => m.isPending);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(
    async (text: string) => {
      const store = useAssistantStore.getState();
      const question = text.trim();
      if (!question || store.messages.some((m) => m.isPending)) return;
      const now = Date.now();
      const history = store.messages
        .filter((m) => !m.failed && m.content.trim() !== '')
        .map(({ role, content }) => ({ role, content }));
      store.add({
        id: newId(),
        role: 'user',
        content: question,
        timestamp: now,
        isPending: false,
        suggestedFeatures: [],
      });
      const replyId = newId();
      store.add({
        id: replyId,
        role: 'assistant',
        content: '',
        timestamp: now,
        isPending: true,
        suggestedFeatures: [],
      });
      const controller = new AbortController();
      abort.current = controller;
      try {
        const reply = await streamReply(
          [...history, { role: 'user', content: question }],
          values,
          (piece) => useAssistantStore.getState().append(replyId, piece),
          { signal: controller.signal, page: currentPage() },
        );
        useAssistantStore.getState().finish(replyId, { provider: reply.provider, fallback: reply.fallback });
      } catch (error) {
        const stopped = controller.signal.aborted;
        useAssistantStore.getState().finish(replyId, {
          failed: true,
          note: stopped
            ? 'Stopped.'
            : error instanceof Error && error.message
              ? error.message
              : ASSISTANT_ERROR_MESSAGE,
        });
      }
    },
    [values],
  );

  const stop = useCallback(() => abort.current?.abort(), []);
  return { messages, pending, send, stop };
}
