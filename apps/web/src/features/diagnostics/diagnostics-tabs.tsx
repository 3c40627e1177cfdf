import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '@/lib/cn';

/** One tab: its id (also the panel's), label and panel. */
export interface TabSpec<K extends string> {
  readonly key: K;
  readonly label: string;
  readonly panel: () => ReactNode;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * WAI-ARIA tabs with automatic activation: the arrow keys (and Home/End) move to and show the
 * next tab, Tab leaves the tab list for the panel. Only the shown panel is rendered.
 */
export function DiagnosticsTabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly TabSpec<K>[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  const id = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.key === selected) ?? tabs[0];
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move || !current) return;
    event.preventDefault();
    const next = tabs[move(tabs.indexOf(current), tabs.length)];
    if (!next) return;
    onSelect(next.key);
    buttons.current.get(next.key)?.focus();
  };
  if (!current) return null;
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1"
      >
        {tabs.map((tab) => {
          const active = tab.key === current.key;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                if (node) buttons.current.set(tab.key, node);
                else buttons.current.delete(tab.key);
              }}
              id={`${id}-${tab.key}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${id}-${tab.key}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={cn(
                'min-h-10 flex-1 rounded-lg px-2 py-2 text-sm leading-tight font-semibold transition-colors sm:px-3',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                active ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        id={`${id}-${current.key}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${current.key}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tab pattern makes a panel focusable when its first content may not be.
        tabIndex={0}
        className="mt-6 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
      >
        {current.panel()}
      </div>
    </div>
  );
}
