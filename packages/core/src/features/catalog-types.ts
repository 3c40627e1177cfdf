import type { ImageFunctionName } from '../api/functions.ts';
import type { AiModelChoice } from '../constants/generators.ts';
import type { CatalogId, FeatureId } from './feature-ids.ts';
import type { FeatureHelp } from './help-content.ts';

/** Studio tab a feature belongs to. */
export type FeatureCategory = 'media' | 'character' | 'style';

/** Badge shown on a feature card. */
export type FeatureBadge = 'POPULAR' | 'PREMIUM';

/** A tool's own page: its route and how the Tools menu, the footer and the features hub show it. */
export interface FeatureLanding {
  /** Route of the page, e.g. `/features/action-figures` (docs/product.md#routes-and-page-layout). */
  readonly path: string;
  /** Its line in the header's Tools menu: a label, a few words under it, and its position. */
  readonly menu: { readonly label: string; readonly blurb: string; readonly order: number };
  /** Its card on the features hub, when the hub lists it (position, copy, badge). */
  readonly hub?: {
    readonly order: number;
    readonly title: string;
    readonly description: string;
    readonly badge?: 'NEW FEATURE';
  };
  /** Listed in the footer's Products column; `new` also flags it New there. */
  readonly footer?: 'listed' | 'new';
}

/**
 * One catalog entry: a creative tool as every screen describes it. Its help text (steps, tips)
 * joins it in {@link FeatureDefinition}, so screens that only list tools do not carry the prose.
 */
export interface CatalogEntry {
  readonly id: CatalogId;
  readonly title: string;
  readonly description: string;
  /** lucide-react icon component name; a string so core stays free of React. */
  readonly icon: string;
  readonly category: FeatureCategory;
  readonly badge?: FeatureBadge;
  readonly isNew: boolean;
  /** Tagged "AI Accelerated" in docs/product.md#feature-catalog. */
  readonly aiAccelerated: boolean;
  /** Listed with a Fast tag in the studio's "AI Accelerated Features" grid. */
  readonly fast: boolean;
  /** False for tools the assistant knows but the studio grid does not show. */
  readonly studio: boolean;
  /** Its landing page, if it has one. */
  readonly landing?: FeatureLanding;
  /** The server function its generator calls (docs/product.md#server-functions). */
  readonly imageFunction?: ImageFunctionName;
  /** Model its generator starts on (docs/product.md#feature-catalog). */
  readonly defaultModel?: AiModelChoice;
  /** File name of a downloaded result. */
  readonly downloadName?: string;
  /** Whether the web app has built its page or tool yet; links to unbuilt ones land on not-found. */
  readonly built: boolean;
  /** The button under another tool's result that takes the image into this tool, if it takes one. */
  readonly resultAction?: string;
}

/** A studio feature: a catalog entry the studio and the assistant know, with its help. */
export interface FeatureDefinition extends CatalogEntry, FeatureHelp {
  readonly id: FeatureId;
}
