import type { FeatureDefinition, ImplementedTokenKey } from '@mergepix/core';
import type { ComponentType } from 'react';

/** Token values the studio hands a tool. */
export type StudioTokens = Partial<Record<ImplementedTokenKey, string>>;

/**
 * A tool the studio can open: its catalog description (with help) and its lazily loaded UI.
 * The route composes these from the generator registry; the studio never imports a generator.
 */
export interface StudioTool {
  readonly feature: FeatureDefinition;
  readonly Tool: ComponentType<{ tokens?: StudioTokens }>;
  /** Starts downloading the tool's code. */
  readonly preload: () => Promise<unknown>;
}
