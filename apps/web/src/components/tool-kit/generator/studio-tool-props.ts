import type { HeadingLevel } from '@/components/ui/heading';
import type { GeneratorTokens } from './generator-tokens';

/** What the studio hands every tool it opens: the user's token values (sample values on demos). */
export interface StudioToolProps {
  tokens?: GeneratorTokens;
}

/** Props every generator takes: the token values and the level of its panel headings. */
export interface GeneratorProps extends StudioToolProps {
  /** Level of the panel headings; 3 suits a generator placed in a page section under an h2. */
  headingLevel?: HeadingLevel;
}
