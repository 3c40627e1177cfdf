import { FeatureIcon } from '@/components/ui/feature-icon';
import type { StudioTool } from './studio-tool';

/** A titled row of tools (Recently Used, Favorites), newest or first-starred first. */
export function QuickList({
  title,
  ids,
  tools,
  onOpen,
  testId,
}: {
  title: string;
  ids: readonly string[];
  tools: readonly StudioTool[];
  onOpen: (id: string) => void;
  testId: string;
}) {
  const shown = ids.flatMap((id) => tools.filter((t) => t.feature.id === id));
  if (shown.length === 0) return null;
  return (
    <section aria-label={title} data-testid={testId}>
      <h2 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h2>
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {shown.map(({ feature }) => (
          <li key={feature.id} className="shrink-0">
            <button
              type="button"
              onClick={() => onOpen(feature.id)}
              className="flex h-10 cursor-pointer items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 text-sm font-medium text-slate-800 shadow-sm hover:border-brand-300 hover:text-brand-800"
            >
              <FeatureIcon name={feature.icon} className="size-4 text-brand-600" />
              {feature.title}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
