import { type Design, designSchema } from '@mergepix/core';

// What keeps a design's countdown or segments from saving, shown next to their panels: core's
// designSchema run in the browser (the API's own check), and the message of a save the API refused.

export interface LiveProblems {
  readonly countdown: readonly string[];
  readonly segments: readonly string[];
}

const NONE: LiveProblems = { countdown: [], segments: [] };

/** Core's complaints about the countdown and the segments, and a refused save's message beside them. */
export function liveProblems(design: Design, saveError: string | null): LiveProblems {
  if (!design.countdown && !design.segments && !saveError) return NONE;
  const parsed = designSchema.safeParse(design);
  const countdown: string[] = [];
  const segments: string[] = [];
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const head = issue.path[0];
    const where = issue.path.length > 1 ? ` (${issue.path.slice(1).join('.')})` : '';
    if (head === 'countdown') countdown.push(issue.message);
    else if (head === 'segments') segments.push(`${issue.message}${issue.path[1] === 'items' ? '' : where}`);
    // A personal layer over the countdown is reported on the layer.
    else if (/countdown/i.test(issue.message)) countdown.push(issue.message);
  }
  if (saveError) {
    const known = (list: string[]) => list.some((m) => saveError.includes(m));
    if (/countdown/i.test(saveError) && !known(countdown)) countdown.push(saveError);
    if (/segment/i.test(saveError) && !known(segments)) segments.push(saveError);
  }
  return { countdown: [...new Set(countdown)], segments: [...new Set(segments)] };
}
