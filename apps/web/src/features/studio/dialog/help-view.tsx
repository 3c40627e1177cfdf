import type { FeatureDefinition } from '@mergepix/core';
import { Lightbulb } from 'lucide-react';

/** The tool's four steps and its tips, from the catalog. */
export function HelpView({ feature }: { feature: FeatureDefinition }) {
  return (
    <section
      aria-label={`How to use ${feature.title}`}
      data-help-view=""
      className="grid gap-4 rounded-2xl bg-brand-50/70 p-4 sm:grid-cols-[3fr_2fr]"
    >
      <div>
        <h3 className="text-sm font-semibold text-slate-900">How it works</h3>
        <ol className="mt-2 flex flex-col gap-2">
          {feature.helpSteps.map((step, i) => (
            <li key={step} className="flex gap-2.5 text-sm text-slate-700">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
                {i + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </div>
      <div>
        <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
          <Lightbulb aria-hidden="true" className="size-4 text-amber-500" />
          Tips
        </h3>
        <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-sm text-slate-700">
          {feature.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
