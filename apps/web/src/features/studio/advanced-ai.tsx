import type { FeatureId } from '@mergepix/core';
import { Sparkles, Zap } from 'lucide-react';
import { FeatureIcon } from '@/components/ui/feature-icon';
import type { StudioTool } from './studio-tool';

/**
 * The banner's quick shortcuts, in the order of docs/product.md#studio; each shows once its tool is built.
 */
export const AI_SHORTCUTS: readonly { label: string; id: FeatureId }[] = [
  { label: 'Generate image', id: 'image' },
  { label: 'Create action figure', id: 'action-figure' },
  { label: 'Ghibli style', id: 'ghibli' },
  { label: 'Make a meme', id: 'meme' },
  { label: 'Convert to video', id: 'video' },
];

/** The Advanced AI switch (on by default). */
export function AdvancedAiSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        onClick={() => onChange(!on)}
        className="relative h-6 w-11 cursor-pointer rounded-full bg-slate-300 transition-colors aria-checked:bg-brand-600"
      >
        <span
          aria-hidden="true"
          className="absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform"
          style={{ transform: on ? 'translateX(20px)' : undefined }}
        />
      </button>
      Advanced AI
    </label>
  );
}

/** The Advanced AI banner: shortcuts to the built tools among the five docs/product.md#studio names. */
export function AdvancedAiBanner({
  tools,
  onOpen,
}: {
  tools: readonly StudioTool[];
  onOpen: (id: string) => void;
}) {
  const available = AI_SHORTCUTS.filter((s) => tools.some((t) => t.feature.id === s.id));
  return (
    <section
      aria-label="Advanced AI shortcuts"
      className="rounded-2xl bg-gradient-to-r from-brand-700 via-brand-600 to-accent-600 p-4 text-white shadow-lg shadow-brand-900/20 sm:p-5"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden="true" className="size-5" />
        Advanced AI is on
      </p>
      <p className="mt-1 text-sm text-white/85">Jump straight into the fastest AI tools.</p>
      {available.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {available.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                onClick={() => onOpen(s.id)}
                className="h-9 cursor-pointer rounded-xl bg-white/15 px-3 text-sm font-semibold ring-1 ring-white/30 hover:bg-white/25"
              >
                {s.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** "AI Accelerated Features": the built tools the catalog tags Fast. */
export function AcceleratedFeatures({
  tools,
  onOpen,
}: {
  tools: readonly StudioTool[];
  onOpen: (id: string) => void;
}) {
  const fast = tools.filter((t) => t.feature.fast);
  if (fast.length === 0) return null;
  return (
    <section
      aria-labelledby="accelerated-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="accelerated-heading" className="flex items-center gap-1.5 font-bold text-slate-900">
        <Zap aria-hidden="true" className="size-4 text-amber-500" />
        AI Accelerated Features
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-2">
        {fast.map(({ feature }) => (
          <li key={feature.id}>
            <button
              type="button"
              onClick={() => onOpen(feature.id)}
              className="flex w-full cursor-pointer items-center gap-2 rounded-xl border border-slate-200 px-3 py-2 text-left text-sm font-medium text-slate-800 hover:border-brand-300"
            >
              <FeatureIcon name={feature.icon} className="size-4 text-brand-600" />
              <span className="flex-1">{feature.title}</span>
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-[10px] font-bold text-amber-800">
                Fast
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
