import type { DesignInput } from '../live/design-schema.ts';
import { isTokenKey, type TokenKey } from '../tokens/registry.ts';
import { findTokens } from '../tokens/substitute.ts';
import { GIF_BLANK_FRAME_BASE } from './gif-constants.ts';
import { gifTokenLayer } from './gif-layers.ts';
import type { GifProject } from './gif-project.ts';

// The GIF editor's project as a live design: what "Publish as a live GIF" sends to
// POST /rest/v1/designs. Each frame keeps its picture (uploaded first, by path), its duration and
// its tokens as text layers placed exactly as the editor places them; the server then draws every
// recipient's GIF with the same text renderer.

/**
 * A design input for a project: `framePaths[i]` is frame i's uploaded picture (from
 * POST /rest/v1/designs/uploads), null for a blank frame. Tokens' text stays unfilled ("Hi
 * [FIRSTNAME]!"); a token's placeholder becomes the design's fallback for the tokens it names
 * (the first one set wins when two tokens disagree). Tokens with no text are left out.
 */
export function gifProjectDesign(
  project: GifProject,
  name: string,
  framePaths: readonly (string | null)[],
): DesignInput {
  const fallbacks: Partial<Record<TokenKey, string>> = {};
  for (const frame of project.frames)
    for (const token of frame.tokens) {
      const placeholder = token.placeholder.trim();
      if (!placeholder) continue;
      for (const key of findTokens(token.value))
        if (isTokenKey(key) && fallbacks[key] === undefined) fallbacks[key] = placeholder;
    }
  return {
    name,
    width: project.width,
    height: project.height,
    format: 'gif',
    gifQuality: project.emailOptimized ? 'email' : 'high',
    // A frame without a picture shows the editor's blank frame, as in the download.
    base: GIF_BLANK_FRAME_BASE,
    layers: [],
    frames: project.frames.map((frame, i) => ({
      path: framePaths[i] ?? null,
      durationMs: frame.duration,
      layers: frame.tokens
        .filter((token) => token.value.trim() !== '')
        .map((token) => gifTokenLayer(token, project.width, project.height)),
    })),
    fallbacks,
  };
}
