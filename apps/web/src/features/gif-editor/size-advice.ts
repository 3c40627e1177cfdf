import {
  GIF_EMAIL_SAFE_MAX_DIMENSION_PX,
  GIF_TIP_FRAME_RANGE,
  GIF_TIP_MAX_BYTES,
  GIF_TIP_MINIMAL_FRAME_RANGE,
  type GifProject,
} from '@mergepix/core';

// What to cut when a GIF is over the e-mail budget: each suggestion with the share of the file it
// would roughly save (the encoded size grows about linearly with frames and with pixels).

export interface SizeAdvice {
  readonly overBudget: boolean;
  /** Share of the 1 MB budget used, 0-∞. */
  readonly share: number;
  readonly suggestions: readonly string[];
}

export function sizeAdvice(bytes: number, project: GifProject): SizeAdvice {
  const share = bytes / GIF_TIP_MAX_BYTES;
  const overBudget = share > 1;
  if (!overBudget) return { overBudget, share, suggestions: [] };
  const suggestions: string[] = [];
  const frames = project.frames.length;
  if (!project.emailOptimized)
    suggestions.push('Switch to Email optimized quality (fewer colours per frame).');
  const pixels = project.width * project.height;
  const cap = GIF_EMAIL_SAFE_MAX_DIMENSION_PX;
  if (project.width > cap || project.height > cap)
    suggestions.push(
      `Apply Email-Safe Settings: at most ${cap}×${cap} would cut about ${Math.round((1 - (Math.min(project.width, cap) * Math.min(project.height, cap)) / pixels) * 100)} % of the file.`,
    );
  if (frames > GIF_TIP_FRAME_RANGE.max)
    suggestions.push(
      `Use ${GIF_TIP_FRAME_RANGE.max} frames or fewer: dropping ${frames - GIF_TIP_FRAME_RANGE.max} would cut about ${Math.round(((frames - GIF_TIP_FRAME_RANGE.max) / frames) * 100)} %.`,
    );
  // The size needed, as a share of the pixels to keep: side scale is its square root.
  const scale = Math.sqrt(1 / share);
  suggestions.push(
    `A smaller size such as ${Math.floor((project.width * scale) / 10) * 10}×${Math.floor((project.height * scale) / 10) * 10} should bring it under 1 MB.`,
  );
  if (frames > GIF_TIP_MINIMAL_FRAME_RANGE.max)
    suggestions.push(
      `For the smallest file, keep ${GIF_TIP_MINIMAL_FRAME_RANGE.min}-${GIF_TIP_MINIMAL_FRAME_RANGE.max} frames.`,
    );
  return { overBudget, share, suggestions };
}
