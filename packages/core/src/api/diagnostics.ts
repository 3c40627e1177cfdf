import { z } from 'zod';
import { SAMPLE_TOKEN_VALUES } from '../tokens/registry.ts';
import type { FunctionName } from './functions.ts';

// The diagnostics page (/debug): what it probes, the sample payloads it runs, and the server's
// answers about providers and a user's own request log lines.

/** A 1×1 PNG as a data: URL: a reference image every function accepts, small enough to read. */
export const SAMPLE_REFERENCE_IMAGE_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A 256×256 gradient PNG as a data: URL: the meme sample's picture (a meme is drawn on its base). */
export const SAMPLE_MEME_BASE_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAIAAADTED8xAAAI5klEQVR42u3ThXZWxwJA4XnX3tKQpIFCEkLcPWiNNkANtxoOLS4tLhXcrtHeyhvcNWfmzJ//GfZeaz/Ct8Mby/5+Y9nf/4j9lXpz2V9vvvVnalnsj9Rbsf+lWlItv7e0/L4899vylt9ac69bW163pZa/blv+3/ZG/3m70b87Sq3/WrGkla3/LL3T+qq0qu1laXXbi1Rn7nln2/OuVPuzrvZn3bmn3e1P1+SerGl/0lN6+/HaRo96Gz3sK3U87O94UBro+LU02PFLaWjFz6Xh2E+pkdj91OiK+6Mr76XGYnfHVt4db3RnovTO7clGt6Ya3Zxe0syqG6XZVddLc6uuleZXX5tf/WNqIfZDal3samr96qvrO6+kNuQub+i8vDF3aWPnpU2proubui5uzl3Y3HXh3br3us6X3u8+V/qg+2zpw+4zpS3dZ7as+T71Uey71Mex06nFNacXe04v9pxa7Dm1NXdya8/JbbkT23pObE+tPb597fFPGh37tNHRz0q9Rz5vdPiL3sNB/erH6o8DqF/9WP1pAPWrH6p/RxlA/eoH6t/R+21Qv/qx+uMA6lc/Vn81gPrVT9W/swygfvUD9e/s+yaoX/1Y/XEA9asfqz8NoH71Q/XvKgOoX/1A/bv6vg7qVz9WfxxA/erH6k8DqF/9UP27ywDqVz9Q/+6+r4L61Y/VHwdQv/qx+usB1K9+pP49cQD1q5+qPw+gfvUz9e/p/zKoX/1Y/WUA9aufqH9vNYD61Q/VnwdQv/qZ+vf2HwrqVz9WfxlA/eon6t9XDaB+9UP15wHUr36m/n39B4P61Y/VXw+gfvUj9e+PA6hf/VT9aQD1qx+qf//AwaB+9WP17x84ENSvfqz+A/UA6lc/UX8aQP3qh+qPA6hf/Vj9Bwb2B/WrH6v/YD2A+tVP1J8GUL/6ofrjAOpXP1b/wYF9Qf3qx+o/lAdQv/qR+qsB1K9+qv44gPrVj9V/aHBvUL/6sfq/LAOoX/1A/XkA9aufqT8OoH71Y/U3DaB+9dP0fzW4J6hf/Vj9eQD1q5+pPw6gfvVj9TcNoH710/R/Pbg7qF/9WP15APWrn6k/DqB+9WP1Nw2gfvXT9H8ztCuoX/1Y/XkA9aufqT8OoH71Y/U3BlC/+oH6vx3aGdSvfqz+OID61Y/VXwZQv/qJ+g9XA6hf/VD9eQD1q5+p//DQjqB+9WP11wOoX/1I/UfiAOpXP1V/HkD96mfqPzL8RVC/+rH6ywDqVz9R/9FqAPWrH6o/D6B+9TP1Hx3+PKhf/Vj9ZQD1q5+o/1g1gPrVD9WfB1C/+pn6jw1/FtSvfqz+JQOoX/08/cfzAOpXP1J/NYD61U/VHwdQv/qx+o+PfBrUr36s/hP1AOpXP1F/GkD96ofqjwOoX/1Y/SdGPgnqVz9W/8l6APWrn6g/DaB+9UP1xwHUr36s/pMj24P61Y/VfyoPoH71I/VXA6hf/VT9cQD1qx+r/9TokgHUr36a/tOj24L61Y/VnwdQv/qZ+uMA6lc/Vn/TAOpXP03/d6Nbg/rVj9WfB1C/+pn64wDqVz9Wf9MA6lc/Tf/3o4tB/erH6s8DqF/9TP1xAPWrH6u/aQD1q5+m/8zYx0H96sfqzwOoX/1M/XEA9asfqz8NoH71Q/WfLQOoX/1A/WfHPgrqVz9WfxxA/erH6k8DqF/9UP3nygDqVz9Q/7mxLUH96sfqjwOoX/1Y/dUA6lc/Vf/5MoD61Q/Uf378w6B+9WP1xwHUr36s/jSA+tUP1X8hDaB+9TP1Xxj/IKhf/Vj9SwdQv/px+i/WA6hf/UT9aQD1qx+qPw6gfvVj9V8cfz+oX/1Y/ZfyAOpXP1J/NYD61U/VHwdQv/qx+i9NvBfUr36s/sv1AOpXP1F/GkD96ofqjwOoX/1Y/Zcn3g3qVz9W/5V6APWrn6g/DaB+9UP1xwHUr36s/isTm4P61Y/Vf7UMoH71A/XnAdSvfqb+OID61Y/V3zSA+tVP0//D5KagfvVj9ecB1K9+pv44gPrVj9XfNID61U/T/+PkxqB+9WP15wHUr36m/jiA+tWP1d80gPrVT9N/bXJDUL/6sfrzAOpXP1N/HED96sfqTwOoX/1Q/den6gHUr36g/utT64P61Y/VHwdQv/qx+tMA6lc/VP+NMoD61Q/Uf2NqXVC/+rH64wDqVz9WfxpA/eqH6r9ZBlC/+oH6b04tBPWrH6s/DqB+9WP1VwOoX/1U/bfKAOpXP1D/ren5oH71Y/XHAdSvfqz+MoD61U/Uf7saQP3qh+rPA6hf/Uz9t6fngvrVj9VfBlC/+on671QDqF/9UP15APWrn6n/zvRsUL/6sfrrAdSvfqT+u3EA9aufqj8PoH71M/XfnZkJ6lc/Vn8ZQP3qJ+q/Vw2gfvVD9ecB1K9+pv57M9NB/erH6m8MoH71A/XfTwOoX/1M/XEA9asfq79pAPWrn6b/p5mpoH71Y/XnAdSvfqb+OID61Y/V3zSA+tVP0//z7GRQv/qx+vMA6lc/U38cQP3qx+pvGkD96qfp/2V2Iqhf/Vj9eQD1q5+pPw6gfvVj9TcNoH710/T/Ojse1K9+rP48gPrVz9QfB1C/+rH6qwHUr36q/gdlAPWrH6j/wdxYUL/6sfrjAOpXP1Z/GkD96ofqf1gGUL/6gfofzo0G9asfqz8OoH71Y/WnAdSvfqj+R2UA9asfqP/R3EhQv/qx+uMA6lc/Vn81gPrVT9X/uBpA/eqH6n88Xw2gfvUz9T+eHw7qVz9WfxlA/eon6n9SDaB+9UP15wHUr36m/ifzQ0H96sfqLwOoX/1E/U+rAdSvfqj+PID61c/U/3R+MKhf/Vj99QDqVz9S/7M4gPrVT9WfB1C/+pn6ny0MBPWrH6t/6QDqVz9O//N6APWrn6g/DaB+9UP1xwHUr36s/ucL/UH96sfqf1EPoH71E/WnAdSvfqj+OID61Y/V/2KhL6hf/Vj9L/MA6lc/Un81gPrVT9UfB1C/+rH6X67rDepXP1b/q3oA9aufqD8NoH71Q/XHAdSvfqz+V+vW/h+7nQbeveAa7QAAAABJRU5ErkJggg==';

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
    referenceImageUrl: SAMPLE_MEME_BASE_URL,
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
    tokens: { FIRSTNAME: SAMPLE_TOKEN_VALUES.FIRSTNAME, COMPANY: SAMPLE_TOKEN_VALUES.COMPANY },
    style: 'friendly',
  },
  'image-description': {
    tokens: { FIRSTNAME: SAMPLE_TOKEN_VALUES.FIRSTNAME, COMPANY: SAMPLE_TOKEN_VALUES.COMPANY },
  },
  'assistant-stream': {
    messages: [{ role: 'user', content: 'Which tool makes a funny meme for my team?' }],
    userContext: { FIRSTNAME: SAMPLE_TOKEN_VALUES.FIRSTNAME },
    temperature: 0.7,
  },
};

export { type ProviderHealth, providerHealthSchema } from './provider-health.ts';

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
