import type { Design } from './design-schema.ts';
import type { PlatformLink } from './links.ts';

// What /rest/v1/designs answers, named once: the server builds these, the designer reads them.

/** A design (snake_case like the other REST answers). */
export interface DesignRecord {
  readonly id: string;
  readonly name: string;
  readonly design: Design;
  /** Where the base picture loads from, when the base is a picture. */
  readonly base_url: string | null;
  /** Where a live GIF's frame pictures load from, by frame (null: a blank frame); empty for a still design. */
  readonly frame_urls: readonly (string | null)[];
  /**
   * Where each segment's picture loads from (its copy or upload in the design's storage), by
   * segment (null: a colour or gradient); empty without segments.
   */
  readonly segment_urls: readonly (string | null)[];
  readonly public_id: string;
  /**
   * The owner's preview parameter (`mpx_preview`): an open that carries it is drawn but never
   * counted (the designer's test view).
   */
  readonly preview_token: string;
  readonly published: boolean;
  /** The draft differs from what the URL serves (republishing would change it). */
  readonly unpublished_changes: boolean;
  readonly version: number;
  readonly url: string | null;
  readonly published_at: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

/** GET …/links: the live URL and each platform's URL and `<img>` tag. */
export interface DesignLinks {
  readonly published: boolean;
  readonly url: string;
  readonly links: readonly PlatformLink[];
}

/** One design's opens on one day. */
export interface OpenDay {
  readonly day: string;
  /** Every counted request; the four kinds below add up to it. */
  readonly requests: number;
  /** Opens by readers (not a proxy, not filtered, not a flood). */
  readonly direct: number;
  /** Fetched by a mail provider's image proxy, often before anyone reads. */
  readonly proxied: number;
  /** With a value the brand safety filter refused (the fallback was drawn). */
  readonly filtered: number;
  /** From one address opening many different values at once: suspected floods. */
  readonly flood: number;
  /** Distinct recipients among the direct and proxied opens. */
  readonly unique: number;
}

/** GET …/stats: opens per day and in all. */
export interface DesignStats {
  readonly days: readonly OpenDay[];
  readonly totals: Omit<OpenDay, 'day'>;
}
