import type { CodeSample } from '@/components/docs/code-block';

/**
 * Every code sample of the guide, built from plain objects so a unit test can check the request
 * and the answers against the real API schemas in core: the docs cannot drift from the server.
 */

/** The origin the samples use: the default of `npm start` (README, PORT=3000). */
export const SAMPLE_ORIGIN = 'http://localhost:3000';

/** The image-generation endpoint, same origin as the web app. */
export const IMAGE_GENERATION_PATH = '/functions/v1/image-generation';

/** The diagnostics endpoint the /debug page reads. */
export const HEALTH_CHECK_PATH = '/functions/v1/health-check';

/** A request body for image-generation; the token is already filled in ("Dana"). */
export const SAMPLE_REQUEST = {
  provider: 'gemini',
  prompt: 'A cozy watercolor coffee shop poster that says "Welcome back, Dana!"',
  aspectRatio: '1:1',
} as const;

/**
 * A Gemini answer. The model is an example: it is whatever the server's Gemini image model is at
 * the time (GEMINI_IMAGE_MODEL in apps/server/src/providers/types.ts), and every answer names it.
 */
export const SAMPLE_GEMINI_RESULT = {
  imageUrl: '/storage/v1/object/public/generations/2025/06/8d3b2f4e-5c1a-4f7e-9b0d-2a6c1e7f4b91.png',
  provider: 'gemini',
  model: 'gemini-3.1-flash-image',
} as const;

/** The same call on a server without keys: the offline engine answers and says why. */
export const SAMPLE_FALLBACK_RESULT = {
  imageUrl: '/storage/v1/object/public/generations/2025/06/0b6e9a12-7d4c-4b8f-a1e3-5f2c9d8e7a60.jpg',
  provider: 'local',
  model: 'mergepix-offline',
  fallback: { from: 'gemini', reason: 'no Gemini key configured' },
} as const;

const json = (value: unknown) => JSON.stringify(value, null, 2);

export const SHELL_SETUP: CodeSample = {
  id: 'sample-env',
  title: 'Server environment',
  language: 'sh',
  code: `# Keys live in the server's environment only: never in the web app
# or in a VITE_ variable. A key counts only when longer than 20 characters.
export GEMINI_API_KEY="paste-your-gemini-api-key-here"

# Optional: a Gemini-compatible endpoint, origin only
# (the SDK adds /v1beta/models/... itself).
# export GEMINI_BASE_URL="https://gemini-gateway.internal.example"

# The server reads its environment once, at start: restart after a change.
npm start

# Check: envVars should say "GEMINI_API_KEY": true (or open /debug).
curl -s ${SAMPLE_ORIGIN}${HEALTH_CHECK_PATH}`,
};

export const CURL_REQUEST: CodeSample = {
  id: 'sample-curl',
  title: 'Generate an image with curl',
  language: 'sh',
  code: `curl -s ${SAMPLE_ORIGIN}${IMAGE_GENERATION_PATH} \\
  -H 'Content-Type: application/json' \\
  -d '${json(SAMPLE_REQUEST).replaceAll('\n', '\n  ')}'`,
};

export const GEMINI_RESPONSE: CodeSample = {
  id: 'sample-response',
  title: 'Answer: made by Gemini',
  language: 'json',
  code: json(SAMPLE_GEMINI_RESULT),
};

export const FALLBACK_RESPONSE: CodeSample = {
  id: 'sample-response-fallback',
  title: 'Answer: made offline, with the reason',
  language: 'json',
  code: json(SAMPLE_FALLBACK_RESULT),
};

export const TS_FETCH: CodeSample = {
  id: 'sample-fetch',
  title: 'TypeScript with fetch',
  language: 'ts',
  code: `interface ImageResult {
  imageUrl: string;
  provider: 'openai' | 'gemini' | 'local';
  model: string;
  fallback?: { from: string; reason: string };
}

/** Same origin as the app, so a signed-in session (and its higher limit) comes along. */
export async function generateImage(prompt: string): Promise<ImageResult> {
  const response = await fetch('${IMAGE_GENERATION_PATH}', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ provider: 'gemini', prompt, aspectRatio: '1:1' }),
  });
  const body = await response.json();
  if (!response.ok) {
    // Errors read { error, code }; a 429 also says how long to wait in Retry-After (seconds).
    const wait = response.headers.get('Retry-After');
    throw new Error(wait ? \`\${body.error} Try again in \${wait} s.\` : body.error);
  }
  const result = body as ImageResult;
  if (result.fallback) console.info(\`Made by \${result.provider}: \${result.fallback.reason}\`);
  return result;
}

// Tokens are filled in before sending: the server and Gemini only see the finished prompt.
const values: Record<string, string> = { FIRSTNAME: 'Dana', COMPANY: 'Maple Street Coffee' };
const prompt = 'A poster for [COMPANY] that says "Welcome back, [FIRSTNAME]!"'.replace(
  /\\[([A-Z_]+)\\]/gi,
  (token, key: string) => values[key.toUpperCase()] ?? token,
);
const { imageUrl, provider, model } = await generateImage(prompt);`,
};
