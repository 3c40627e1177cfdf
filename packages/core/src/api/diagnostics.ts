import { z } from 'zod';
import type { FunctionName } from './functions.ts';

// The diagnostics page (/debug): what it probes, the sample payloads it runs, and the server's
// answers about providers and a user's own request log lines.

/** A 1×1 PNG as a data: URL: a reference image every function accepts, small enough to read. */
export const SAMPLE_REFERENCE_IMAGE_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * The payload each function is tried with on the Test Functions tab (editable there); `null` for
 * health-check, which is a GET. Every sample passes its function's schema (tested on the server).
 */
export const FUNCTION_SAMPLES: Readonly<Record<FunctionName, Readonly<Record<string, unknown>> | null>> = {
  'health-check': null,
  'image-generation': {
    prompt: 'A smiling robot holding a sign that says Hello [FIRSTNAME]',
    provider: 'openai',
  },
  'action-figure': {
    prompt: 'An action figure of a marketing manager in a blister pack, with a laptop and a coffee mug',
    provider: 'openai',
    referenceImageUrl: SAMPLE_REFERENCE_IMAGE_URL,
  },
  'ghibli-image': {
    prompt: 'A quiet village by the sea at sunset, in a hand-painted animation style',
    provider: 'gemini',
    referenceImageUrl: SAMPLE_REFERENCE_IMAGE_URL,
  },
  'crazy-image': { prompt: 'A cat surfing a giant wave of coffee', provider: 'openai', intensity: 0.7 },
  'meme-generator': {
    topText: 'When the campaign ships',
    bottomText: 'On a Friday',
    referenceImageUrl: SAMPLE_REFERENCE_IMAGE_URL,
    provider: 'gpt-image-1',
  },
  'reference-image': {
    imageType: 'cartoonStyle',
    basePrompt: 'Turn this photo into a bright comic-book cartoon',
    provider: 'openai',
    referenceImageUrl: SAMPLE_REFERENCE_IMAGE_URL,
    style: 'comic book',
  },
  'prompt-recommendations': {
    basePrompt: 'A welcome banner for [FIRSTNAME] at [COMPANY]',
    tokens: { FIRSTNAME: 'Alex', COMPANY: 'Acme' },
    style: 'friendly',
  },
  'image-description': { tokens: { FIRSTNAME: 'Alex', COMPANY: 'Acme' } },
  'assistant-stream': {
    messages: [{ role: 'user', content: 'Which tool makes a funny meme for my team?' }],
    userContext: { FIRSTNAME: 'Alex' },
    temperature: 0.7,
  },
};

/** Circuit-breaker state of one provider capability (per server instance). */
export const providerHealthSchema = z.object({
  /** `image:openai`, `image:gemini`, `chat:openai`. */
  key: z.string(),
  provider: z.string(),
  capability: z.enum(['image', 'chat']),
  label: z.string(),
  /** A usable key is set (never the key itself). */
  configured: z.boolean(),
  /** open: skipped until `retryInMs` passes; half-open: the next call is its trial. */
  circuit: z.enum(['closed', 'open', 'half-open']),
  failuresInRow: z.number(),
  retryInMs: z.number(),
  /** Calls and failures in the last `windowMs`. */
  recent: z.object({ calls: z.number(), failures: z.number(), windowMs: z.number() }),
});

/** One provider's health as the server reports it. */
export type ProviderHealth = z.infer<typeof providerHealthSchema>;

/** One server log line of a request (GET /rest/v1/diagnostics/logs). */
export const serverLogLineSchema = z.object({
  requestId: z.string(),
  time: z.string(),
  level: z.enum(['debug', 'info', 'warn', 'error']),
  msg: z.string(),
  method: z.string().optional(),
  path: z.string().optional(),
  status: z.number().optional(),
  ms: z.number().optional(),
  /** Extra fields of the line (provider, reason, …), secrets and bodies never included. */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});

/** One server log line. */
export type ServerLogLine = z.infer<typeof serverLogLineSchema>;

/** GET /rest/v1/diagnostics/logs: the signed-in user's own recent requests, newest first. */
export const serverLogsResponseSchema = z.object({
  lines: z.array(serverLogLineSchema),
  /** How many of the user's requests the server still remembers (it keeps the latest ones). */
  requests: z.number(),
});

/** Body of GET /rest/v1/diagnostics/logs. */
export type ServerLogsResponse = z.infer<typeof serverLogsResponseSchema>;

/** Path of the server log lines of the signed-in user. */
export const DIAGNOSTIC_LOGS_PATH = '/rest/v1/diagnostics/logs';
