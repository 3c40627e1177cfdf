import { beforeEach, describe, expect, it } from 'vitest';
import { type ChatMessage, restoredMessages, useAssistantStore } from './assistant-store';

beforeEach(() => useAssistantStore.setState({ messages: [], view: 'closed' }));

describe('the assistant conversation', () => {
  it('streams a reply into its message, then reads its suggested features from the FEATURES line', () => {
    const s = useAssistantStore.getState();
    s.add({ id: 'r', role: 'assistant', content: '', timestamp: 1, isPending: true, suggestedFeatures: [] });
    s.append('r', 'Try the meme generator.');
    s.append('r', '\n\nFEATURES: ["meme","nope"]');
    s.finish('r', { provider: 'offline' });
    const [reply] = useAssistantStore.getState().messages;
    expect(reply).toMatchObject({
      content: 'Try the meme generator.',
      suggestedFeatures: ['meme'],
      isPending: false,
      provider: 'offline',
    });
  });

  it('keeps what came of a failed reply and adds the note', () => {
    const s = useAssistantStore.getState();
    s.add({
      id: 'r',
      role: 'assistant',
      content: 'Half an ans',
      timestamp: 1,
      isPending: true,
      suggestedFeatures: [],
    });
    s.finish('r', { failed: true, note: 'Stopped.' });
    expect(useAssistantStore.getState().messages[0]).toMatchObject({
      content: 'Half an ans\n\nStopped.',
      failed: true,
    });
  });

  it('keeps the latest 60 messages', () => {
    const s = useAssistantStore.getState();
    for (let i = 0; i < 70; i++)
      s.add({
        id: `m${i}`,
        role: 'user',
        content: String(i),
        timestamp: i,
        isPending: false,
        suggestedFeatures: [],
      });
    const messages = useAssistantStore.getState().messages;
    expect(messages).toHaveLength(60);
    expect(messages[0]?.content).toBe('10');
  });
});

describe('messages restored from this tab', () => {
  it('ends a reply cut off by the reload and names a suggestion saved under an old id by the new one', () => {
    const saved = [
      {
        id: 'a',
        role: 'assistant',
        content: 'Try',
        timestamp: 1,
        isPending: true,
        suggestedFeatures: ['email'],
      },
      { id: 'b', role: 'assistant', content: 'Or', timestamp: 2, suggestedFeatures: ['gif', 'nope'] },
    ] as unknown as ChatMessage[];
    const [first, second] = restoredMessages(saved);
    expect(first).toMatchObject({ isPending: false, suggestedFeatures: ['live-images'] });
    expect(second?.suggestedFeatures).toEqual(['gif']);
    expect(restoredMessages(undefined)).toEqual([]);
  });
});
