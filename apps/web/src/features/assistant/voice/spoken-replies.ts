import type { ChatMessage } from '@/features/assistant/assistant-store';

// Which replies to read aloud: only those seen streaming while the panel was open and now
// finished. Replies restored after a reload, or already there when the panel opened, were never
// seen pending, so they stay silent. Failed or stopped replies are not read either: the person
// stopped them, or the panel shows the problem in red.

/**
 * Updates `streaming` (ids of replies seen pending) from the conversation and returns the
 * replies that have just finished well.
 */
export function justFinished(messages: readonly ChatMessage[], streaming: Set<string>): ChatMessage[] {
  const finished: ChatMessage[] = [];
  for (const m of messages) {
    if (m.role !== 'assistant') continue;
    if (m.isPending) streaming.add(m.id);
    else if (streaming.delete(m.id) && !m.failed && m.content.trim()) finished.push(m);
  }
  return finished;
}
