import type { FunctionName } from '@mergepix/core';
import { env } from '@/config/env';
import { recordResponse } from '@/lib/api-calls';

// One test call of a function, as the Test Functions tab shows it. The session is the same-origin
// cookie: there is no bearer token to send (the original's Authorization header has no use here).

/** What a test call answered. */
export interface TestRun {
  /** HTTP status; 0 when no answer came. */
  readonly status: number;
  readonly ok: boolean;
  readonly ms: number;
  readonly requestId: string;
  /** Who produced the answer: openai, gemini, local, offline (the built-in guide)… */
  readonly provider: string | null;
  readonly model: string | null;
  /** Why the requested provider did not answer. */
  readonly fallback: string | null;
  /** The provider that was asked first, when another answered. */
  readonly fallbackFrom: string | null;
  readonly imageUrl: string | null;
  /** assistant-stream's reply, as streamed. */
  readonly text: string | null;
  readonly json: unknown;
  /** "Error calling {name}: {status}" or the body's message (docs/product.md#error-catalogue). */
  readonly error: string | null;
}

/** Options of {@link runFunction}. */
export interface RunOptions {
  /** Called with the whole text so far as assistant-stream's reply arrives. */
  readonly onText?: (text: string) => void;
  readonly signal?: AbortSignal;
}

/** Calls `name` with `payload` (null: GET) and reads its answer, whatever its kind. */
export async function runFunction(
  name: FunctionName,
  payload: Record<string, unknown> | null,
  { onText, signal }: RunOptions = {},
): Promise<TestRun> {
  const path = `/functions/v1/${name}`;
  const method = payload === null ? 'GET' : 'POST';
  const sentId = crypto.randomUUID();
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let response: Response;
  try {
    response = await fetch(`${env.apiBase}${path}`, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: {
        Accept: 'application/json',
        'X-Debug-Mode': 'true',
        'X-Request-ID': sentId,
        ...(payload === null ? {} : { 'Content-Type': 'application/json' }),
      },
      body: payload === null ? undefined : JSON.stringify(payload),
      signal,
    });
  } catch {
    const error = signal?.aborted ? 'Cancelled' : `Error calling ${name}: no answer from the backend`;
    recordResponse(
      method,
      path,
      started,
      undefined,
      signal?.aborted ? 'Cancelled' : `Function call failed: ${error}`,
    );
    return { ...EMPTY, requestId: sentId, ms: elapsed(), error };
  }
  const requestId = response.headers.get('X-Request-ID') ?? sentId;
  const type = response.headers.get('Content-Type') ?? '';

  if (response.ok && response.body && type.startsWith('text/plain')) {
    const fallback = response.headers.get('X-Assistant-Fallback');
    recordResponse(
      method,
      path,
      started,
      response,
      fallback ? `Using fallback mechanism: ${fallback}` : undefined,
    );
    let text = '';
    try {
      await readStream(response.body, (piece) => {
        text += piece;
        onText?.(text);
      });
    } catch {
      // The stream broke off: what arrived is still the answer to show.
    }
    return {
      ...EMPTY,
      status: response.status,
      ok: true,
      ms: elapsed(),
      requestId,
      provider: response.headers.get('X-Assistant-Provider'),
      fallback,
      text,
    };
  }

  const json: unknown = await response.json().catch(() => null);
  const answer = readAnswer(json);
  const error = response.ok ? null : (answer.message ?? `Error calling ${name}: ${response.status}`);
  const note = error
    ? `Function call failed: ${error}`
    : answer.fallback
      ? `Using fallback mechanism: ${answer.fallback}`
      : undefined;
  recordResponse(method, path, started, response, note);
  return {
    ...answer.fields,
    status: response.status,
    ok: response.ok,
    ms: elapsed(),
    requestId,
    json,
    error,
  };
}

const EMPTY: TestRun = {
  status: 0,
  ok: false,
  ms: 0,
  requestId: '',
  provider: null,
  model: null,
  fallback: null,
  fallbackFrom: null,
  imageUrl: null,
  text: null,
  json: null,
  error: null,
};

/** The fields the page shows from a JSON answer; exported for tests. */
export function readAnswer(json: unknown) {
  const body = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const text = (key: string) =>
    typeof body[key] === 'string' && body[key] !== '' ? (body[key] as string) : null;
  const fallbackBody = body.fallback as { from?: unknown; reason?: unknown } | undefined;
  const fallback = typeof fallbackBody?.reason === 'string' ? fallbackBody.reason : null;
  const fallbackFrom = fallback && typeof fallbackBody?.from === 'string' ? fallbackBody.from : null;
  return {
    fields: {
      provider: text('provider'),
      model: text('model'),
      fallback,
      fallbackFrom,
      imageUrl: text('imageUrl'),
      text: null,
    },
    fallback,
    message: text('error') ?? text('message'),
  };
}

/** Reads a streamed text body, handing on each decoded piece. */
export async function readStream(body: ReadableStream<Uint8Array>, onPiece: (piece: string) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    const piece = done ? decoder.decode() : decoder.decode(value, { stream: true });
    if (piece) {
      text += piece;
      onPiece(piece);
    }
    if (done) return text;
  }
}
