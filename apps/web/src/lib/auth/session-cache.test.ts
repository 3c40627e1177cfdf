import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refetchFresh, replaceData } from './session-cache';

const KEY = ['auth', 'user'] as const;

/** A query function whose answers the test releases by hand, in any order. */
function controlledAnswers() {
  const pending: Array<(value: string | null) => void> = [];
  let server: string | null = null;
  return {
    queryFn: () =>
      new Promise<string | null>((resolve) => {
        // The answer is what the server held when the request was sent.
        const answer = server;
        pending.push(() => resolve(answer));
      }),
    setServer: (value: string | null) => {
      server = value;
    },
    release: (index: number) => pending[index]?.(null),
    get count() {
      return pending.length;
    },
  };
}

const clients: QueryClient[] = [];
function setup() {
  const answers = controlledAnswers();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  const observer = new QueryObserver(client, { queryKey: KEY, queryFn: answers.queryFn });
  const unsubscribe = observer.subscribe(() => {});
  return { answers, client, unsubscribe };
}
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

describe('refetchFresh', () => {
  it('sends a new request even while the first read (no data yet) is in flight', async () => {
    const { answers, client, unsubscribe } = setup();
    expect(answers.count).toBe(1); // the first read, sent while signed out
    answers.setServer('user-1'); // signing in happens meanwhile
    const done = refetchFresh(client, KEY);
    await vi.waitFor(() => expect(answers.count).toBe(2));
    answers.release(0);
    answers.release(1);
    await done;
    expect(client.getQueryData(KEY)).toBe('user-1');
    unsubscribe();
  });
});

describe('replaceData', () => {
  it('keeps the written value when an older read answers afterwards', async () => {
    const { answers, client, unsubscribe } = setup();
    answers.release(0);
    await new Promise((r) => setTimeout(r, 0));
    answers.setServer('user-1');
    void client.refetchQueries({ queryKey: KEY });
    expect(answers.count).toBe(2); // a refresh sent while still signed in
    await replaceData(client, KEY, null); // sign-out
    answers.release(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(client.getQueryData(KEY)).toBeNull();
    unsubscribe();
  });
});
