import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** A 1×1 PNG: the smallest answer every image parser accepts. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The routes the fake speaks, by wire format. */
export type FakeRoute = 'openai.generations' | 'openai.edits' | 'openai.chat' | 'gemini.generateContent';

/**
 * How a route answers:
 * - `success`: a tiny PNG as base64 (chat: several SSE chunks, see `chatChunks`);
 * - `url`: OpenAI images answer with a URL on this server instead of base64;
 * - `401`, `429` (OpenAI: Retry-After: 1; Gemini: RetryInfo 1s), `500`: the provider's error body;
 * - `hang`: never answers; `stall` (chat): sends headers, then nothing;
 * - `garbage`: 200 with invalid JSON; `not-image`: valid shape, but the bytes are not an image;
 * - `blocked` (Gemini): no candidates, promptFeedback.blockReason SAFETY;
 * - `stream-error` (chat): two chunks, then an SSE error event; `stream-drop`: two chunks, then the
 *   connection is cut.
 */
export type FakeBehaviour =
  | 'success'
  | 'url'
  | '401'
  | '429'
  | '500'
  | 'hang'
  | 'stall'
  | 'garbage'
  | 'not-image'
  | 'blocked'
  | 'stream-error'
  | 'stream-drop';

/** One request the fake received, with its body parsed (JSON, or multipart fields and files). */
export interface RecordedRequest {
  route: FakeRoute | 'file' | 'unknown';
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  files: { field: string; name: string; type: string; bytes: Buffer }[];
  /** True once the client hung up before the answer was complete (an aborted request). */
  clientClosed: boolean;
}

const ROUTES: [RegExp, FakeRoute][] = [
  [/^\/v1\/images\/generations$/, 'openai.generations'],
  [/^\/v1\/images\/edits$/, 'openai.edits'],
  [/^\/v1\/chat\/completions$/, 'openai.chat'],
  [/^\/v1beta\/models\/[^/:]+:generateContent$/, 'gemini.generateContent'],
];

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** The provider's own error body shape for a status. */
function sendError(res: ServerResponse, route: FakeRoute, status: number) {
  const message = {
    401: 'Incorrect API key provided',
    429: 'Rate limit reached',
    500: 'The server had an error',
  }[status];
  const headers: Record<string, string> = status === 429 ? { 'retry-after': '1' } : {};
  if (route.startsWith('gemini')) {
    const grpc = { 401: 'UNAUTHENTICATED', 429: 'RESOURCE_EXHAUSTED', 500: 'INTERNAL' }[status];
    // Gemini says how long to wait in the body (google.rpc.RetryInfo), not in a header.
    const details =
      status === 429
        ? [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '1s' }]
        : undefined;
    return sendJson(res, status, { error: { code: status, message, status: grpc, details } }, headers);
  }
  sendJson(res, status, { error: { message, type: 'api_error', code: null } }, headers);
}

/** A real HTTP server speaking enough of the OpenAI and Gemini wire formats for their official SDKs. */
export class FakeProviders {
  /** Every request received, oldest first. */
  readonly requests: RecordedRequest[] = [];
  /** The text deltas a streaming chat answer is made of. */
  chatChunks = ['Hello', ', ', 'Mergepix', '!'];
  /** Pause between SSE chunks, so the stream is really incremental. */
  chunkDelayMs = 5;
  private readonly server = createServer((req, res) => void this.handle(req, res));
  private fallbackBehaviour: FakeBehaviour = 'success';
  private readonly queues = new Map<FakeRoute, FakeBehaviour[]>();
  private origin = '';

  /** Starts on 127.0.0.1 on a free port. */
  static async start(): Promise<FakeProviders> {
    const fake = new FakeProviders();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.origin = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  /** `OPENAI_BASE_URL` for the SDK (it appends `/images/generations` etc.). */
  get openaiBaseUrl(): string {
    return `${this.origin}/v1`;
  }

  /** `GEMINI_BASE_URL` for the SDK (it appends `/v1beta/models/...`). */
  get geminiBaseUrl(): string {
    return this.origin;
  }

  /**
   * Sets how one route answers. Several behaviours are used in turn, one per request, and the
   * last one sticks: `behave('openai.generations', '500', 'success')`.
   */
  behave(route: FakeRoute, ...behaviours: [FakeBehaviour, ...FakeBehaviour[]]): this {
    this.queues.set(route, [...behaviours]);
    return this;
  }

  /** Sets how every route answers (clearing per-route settings). */
  behaveAll(behaviour: FakeBehaviour): this {
    this.queues.clear();
    this.fallbackBehaviour = behaviour;
    return this;
  }

  /** Back to `success` everywhere and no recorded requests. */
  reset(): void {
    this.queues.clear();
    this.fallbackBehaviour = 'success';
    this.requests.length = 0;
    this.chatChunks = ['Hello', ', ', 'Mergepix', '!'];
  }

  /** Requests received on one route. */
  received(route: FakeRoute): RecordedRequest[] {
    return this.requests.filter((r) => r.route === route);
  }

  /** Stops listening and cuts open (hanging) connections, freeing the port. */
  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private next(route: FakeRoute): FakeBehaviour {
    const queue = this.queues.get(route);
    if (!queue) return this.fallbackBehaviour;
    return (queue.length > 1 ? queue.shift() : queue[0]) as FakeBehaviour;
  }

  private async record(req: IncomingMessage, route: RecordedRequest['route']): Promise<RecordedRequest> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', this.origin);
    const type = req.headers['content-type'] ?? '';
    const recorded: RecordedRequest = {
      route,
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: undefined,
      files: [],
      clientClosed: false,
    };
    if (type.startsWith('multipart/form-data')) {
      // The platform's own multipart parser, so the fake checks what a real server would see.
      const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
      const fields: Record<string, string> = {};
      for (const [field, value] of form) {
        if (typeof value === 'string') fields[field] = value;
        else
          recorded.files.push({
            field,
            name: value.name,
            type: value.type,
            bytes: Buffer.from(await value.arrayBuffer()),
          });
      }
      recorded.body = fields;
    } else if (raw.length > 0) {
      try {
        recorded.body = JSON.parse(raw.toString('utf8'));
      } catch {
        recorded.body = raw.toString('utf8');
      }
    }
    this.requests.push(recorded);
    return recorded;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', this.origin).pathname;
    if (req.method === 'GET' && path === '/files/image.png') {
      await this.record(req, 'file');
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': TINY_PNG.length });
      return void res.end(TINY_PNG);
    }
    const route = ROUTES.find(([pattern]) => pattern.test(path))?.[1];
    const recorded = await this.record(req, route ?? 'unknown');
    res.on('close', () => {
      recorded.clientClosed = !res.writableFinished;
    });
    if (!route || req.method !== 'POST')
      return sendJson(res, 404, { error: { message: `no route ${path}` } });
    const behaviour = this.next(route);
    if (behaviour === 'hang') return;
    if (behaviour === '401' || behaviour === '429' || behaviour === '500')
      return sendError(res, route, Number(behaviour));
    if (behaviour === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end('{"data": [{"b64_json": "iVBOR');
    }
    if (route === 'openai.chat') return this.streamChat(res, behaviour);
    if (route === 'gemini.generateContent') return this.answerGemini(res, behaviour);
    const image =
      behaviour === 'url'
        ? { url: `${this.origin}/files/image.png` }
        : {
            b64_json: (behaviour === 'not-image' ? Buffer.from('not an image') : TINY_PNG).toString('base64'),
          };
    sendJson(res, 200, { created: Math.floor(Date.now() / 1000), data: [image] });
  }

  private answerGemini(res: ServerResponse, behaviour: FakeBehaviour) {
    if (behaviour === 'blocked') return sendJson(res, 200, { promptFeedback: { blockReason: 'SAFETY' } });
    const data = (behaviour === 'not-image' ? Buffer.from('not an image') : TINY_PNG).toString('base64');
    sendJson(res, 200, {
      candidates: [
        {
          content: {
            role: 'model',
            parts: [{ text: 'Here is your image.' }, { inlineData: { mimeType: 'image/png', data } }],
          },
          finishReason: 'STOP',
          index: 0,
        },
      ],
      modelVersion: 'fake',
    });
  }

  private async streamChat(res: ServerResponse, behaviour: FakeBehaviour) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.flushHeaders();
    if (behaviour === 'stall') return;
    const chunk = (delta: Record<string, string>, finish: string | null = null) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion.chunk',
        created: 0,
        model: 'gpt-4o-mini',
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    const broken = behaviour === 'stream-error' || behaviour === 'stream-drop';
    const texts = broken ? this.chatChunks.slice(0, 2) : this.chatChunks;
    res.write(chunk({ role: 'assistant', content: '' }));
    for (const text of texts) {
      await new Promise((r) => setTimeout(r, this.chunkDelayMs));
      if (res.destroyed) return;
      res.write(chunk({ content: text }));
    }
    if (behaviour === 'stream-drop') {
      // Let the written chunks reach the client before the connection is cut.
      await new Promise((r) => setTimeout(r, 20));
      return void res.destroy();
    }
    if (behaviour === 'stream-error') {
      res.write(
        `data: ${JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } })}\n\n`,
      );
      return void res.end();
    }
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  }
}

/** Starts a fake provider server; `close()` it when done. */
export function startFakeProviders(): Promise<FakeProviders> {
  return FakeProviders.start();
}

/**
 * Starts a fake provider server before the tests of the file (or of the describe block it is
 * called in) and closes it after them; with `resetEach`, recorded requests and set behaviours are
 * forgotten before each test. Returns the server, once started.
 */
export function useFakeProviders({ resetEach = false } = {}): () => FakeProviders {
  let fake: FakeProviders | undefined;
  beforeAll(async () => {
    fake = await startFakeProviders();
  });
  afterAll(() => fake?.close());
  if (resetEach) beforeEach(() => fake?.reset());
  return () => {
    if (!fake) throw new Error('The fake providers start in beforeAll.');
    return fake;
  };
}
