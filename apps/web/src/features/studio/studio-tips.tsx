import { STUDIO_TIP_INTERVAL_MS, STUDIO_TIP_VISIBLE_MS } from '@mergepix/core';
import { Lightbulb, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { StudioTool } from './studio-tool';

/** General studio tips; each built tool's own tips join them. */
export const STUDIO_TIPS: readonly string[] = [
  'Drag a token from the Personalization panel into any text field to personalize it.',
  'Star the tools you use most: they stay at the top under Favorites.',
  'Share a tool with a teammate: the link opens it straight in the studio.',
  'Your first and last name fill [FIRSTNAME] and [LASTNAME] in every preview.',
];

/** A tip other than `previous`, picked with `random` (0 ≤ random < 1). */
export function pickTip(tips: readonly string[], previous: string | null, random: number): string | null {
  const pool = tips.length > 1 ? tips.filter((t) => t !== previous) : tips;
  return pool[Math.floor(random * pool.length)] ?? null;
}

/** While Advanced AI is on: a random tip every 30 s, shown for 10 s. */
export function StudioTips({ tools }: { tools: readonly StudioTool[] }) {
  const [tip, setTip] = useState<string | null>(null);
  useEffect(() => {
    const tips = [...STUDIO_TIPS, ...tools.flatMap((t) => t.feature.tips)];
    let hide: ReturnType<typeof setTimeout> | undefined;
    const every = setInterval(() => {
      setTip((previous) => pickTip(tips, previous, Math.random()));
      clearTimeout(hide);
      hide = setTimeout(() => setTip(null), STUDIO_TIP_VISIBLE_MS);
    }, STUDIO_TIP_INTERVAL_MS);
    return () => {
      clearInterval(every);
      clearTimeout(hide);
    };
  }, [tools]);

  return (
    <div aria-live="polite" className="pointer-events-none fixed right-4 bottom-24 z-40 max-w-xs sm:bottom-6">
      {tip ? (
        <div
          data-studio-tip=""
          className="pointer-events-auto flex gap-2 rounded-2xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 shadow-lg animate-fade-in"
        >
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-500" />
          <p className="flex-1">
            <span className="font-semibold">Tip: </span>
            {tip}
          </p>
          <button
            type="button"
            aria-label="Dismiss tip"
            onClick={() => setTip(null)}
            className="size-6 cursor-pointer text-amber-700"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
