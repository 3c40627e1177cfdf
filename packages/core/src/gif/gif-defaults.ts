import { GIF_DEFAULT_HEIGHT_PX, GIF_DEFAULT_WIDTH_PX, GIF_TOKEN_DEFAULTS } from '../constants/generators.ts';
import type { GifFrame, GifProject, GifToken } from './gif-project.ts';

// New tokens and projects without the schemas: the editor's page builds them on its first load
// without loading zod (its schemas check a saved project, loaded only when there is one). Their
// defaults are the schemas' (gif-defaults.test.ts holds the two together).

/** A new text token as the editor adds it: `[FIRSTNAME]` in the middle, white Impact at 24 px. */
export function newGifToken(tokenId: string, overrides: Partial<GifToken> = {}): GifToken {
  return {
    ...GIF_TOKEN_DEFAULTS,
    id: tokenId,
    placeholder: '',
    strokeWidth: 0,
    strokeColor: '#000000',
    ...overrides,
  };
}

/** A new project (400×400, optimized for e-mail) with these frames. */
export function newGifProject(frames: GifFrame[]): GifProject {
  return { width: GIF_DEFAULT_WIDTH_PX, height: GIF_DEFAULT_HEIGHT_PX, emailOptimized: true, frames };
}

/** Total running time of the frames, in seconds with one decimal (the timeline's figure). */
export function totalDurationSeconds(frames: readonly Pick<GifFrame, 'duration'>[]): number {
  return Math.round(frames.reduce((sum, f) => sum + f.duration, 0) / 100) / 10;
}
