import type { Env } from '../env.ts';
import { createGeminiImageProvider } from './gemini.ts';
import { createOpenAIProviders } from './openai.ts';
import type { ChatProvider, ImageProvider } from './types.ts';

// The provider layer's entry point: the two fallback chains, their resilience parts and the
// factory that builds providers from the environment.
export { type ChatStream, type StreamChatOptions, streamChat } from './chat-chain.ts';
export { type GeneratedImage, type GenerateImageOptions, generateImage } from './image-chain.ts';
export {
  breakerKey,
  CircuitBreaker,
  type CircuitBreakerOptions,
  describeFailure,
  type Fallback,
  type RetryOptions,
  withRetry,
} from './resilience.ts';

/** The environment variables the providers read (validated by env.ts). */
export type ProviderEnv = Partial<
  Pick<Env, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'GEMINI_API_KEY' | 'GEMINI_BASE_URL'>
>;

/** Every provider, in fallback order; those without a usable key say `configured: false`. */
export interface Providers {
  images: ImageProvider[];
  chat: ChatProvider[];
}

/**
 * Builds the providers from the environment (a key counts only when `isProviderKeyConfigured`).
 * Unconfigured ones are kept, and never called, so the chain can say "no OpenAI key configured".
 */
export function createProviders(env: ProviderEnv): Providers {
  const openai = createOpenAIProviders({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL });
  const gemini = createGeminiImageProvider({ apiKey: env.GEMINI_API_KEY, baseUrl: env.GEMINI_BASE_URL });
  return { images: [openai.image, gemini], chat: [openai.chat] };
}
