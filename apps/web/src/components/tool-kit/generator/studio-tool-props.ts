import type { GeneratorTokens } from './generator-tokens';

/** What the studio hands every tool it opens: the user's token values (sample values on demos). */
export interface StudioToolProps {
  tokens?: GeneratorTokens;
}
