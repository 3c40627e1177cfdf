import { ASSISTANT_ERROR_MESSAGE, ASSISTANT_TEMPERATURE, type TokenValues } from '@mergepix/core';
import { env } from '@/config/env';
import { recordResponse } from '@/lib/api-calls';

// One reply from the assistant, streamed: POST /functions/v1/assistant-stream answers plain text
// as it is written (the server's chat model when configured, else the offline guide, named in
// X-Assistant-Provider). Each piece is handed on as it arrives; Stop aborts the request.

export interface ChatTurn {
  readonly role: 'user' | 'assistant';
  readonly content: string;
}

export interface StreamedReply {
  /** Who answered: a provider name, or `offline` for the built-in guide. */
  readonly provider: string | null;
  /** Why the configured chat model did not answer (e.g. "OpenAI failed: 500 server error"). */
  readonly fallback: string | null;
  readonly text: string;
}

/** Reads a streamed text body piece by piece. */
export async function readTextStream(
  body: ReadableStream<Uint8Array>,
  onText: (piece: string) => void,
): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const piece = decoder.decode(value, { stream: true });
    if (piece) {
      text += piece;
      onText(piece);
    }
  }
  const rest = decoder.decode();
  if (rest) {
    text += rest;
    onText(rest);
  }
  return text;
}

const ASSISTANT_PATH = '/functions/v1/assistant-stream';

/** The page a question is asked on: "this tool" then has a meaning for the assistant. */
export interface PageContext {
  readonly path: string;
  readonly title?: string;
}

/** Asks the assistant; throws with a message for the user when it cannot answer. */
export async function streamReply(
  turns: readonly ChatTurn[],
  userContext: TokenValues,
  onText: (piece: string) => void,
  options: { signal?: AbortSignal; page?: PageContext } = {},
): Promise<StreamedReply> {
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(`${env.apiBase}${ASSISTANT_PATH}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        messages: turns.slice(-50),
        userContext,
        temperature: ASSISTANT_TEMPERATURE,
        ...(options.page ? { page: options.page } : {}),
      }),
      signal: options.signal,
    });
  } catch (error) {
    recordResponse(
      'POST',
      ASSISTANT_PATH,
      started,
      undefined,
      options.signal?.aborted ? 'Cancelled' : undefined,
    );
    throw error;
  }
  const fallback = response.headers.get('X-Assistant-Fallback');
  if (!response.ok || !response.body) {
    const detail = await response.json().catch(() => null);
    const message = (detail as { error?: string } | null)?.error ?? ASSISTANT_ERROR_MESSAGE;
    recordResponse('POST', ASSISTANT_PATH, started, response, `Function call failed: ${message}`);
    throw new Error(message);
  }
  recordResponse(
    'POST',
    ASSISTANT_PATH,
    started,
    response,
    fallback ? `Using fallback mechanism: ${fallback}` : undefined,
  );
  const text = await readTextStream(response.body, onText);
  return { provider: response.headers.get('X-Assistant-Provider'), fallback, text };
}
