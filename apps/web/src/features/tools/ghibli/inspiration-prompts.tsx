import { GHIBLI_INSPIRATIONS } from '@mergepix/core';
import { Lightbulb } from 'lucide-react';
import { Panel } from '@/components/tool-kit/generator/panel';
import { Button } from '@/components/ui/button';
import type { HeadingLevel } from '@/components/ui/heading';

/** Props of {@link InspirationPrompts}. */
export interface InspirationPromptsProps {
  level: HeadingLevel;
  /** Puts the prompt in the description. */
  onUse: (prompt: string) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * Five inspiration prompts, each with a "Use" button that puts it in the description
 * (docs/product.md#ghibli-generator).
 */
export function InspirationPrompts({ level, onUse, disabled, className }: InspirationPromptsProps) {
  return (
    <Panel
      title={
        <span className="flex items-center gap-2">
          <Lightbulb aria-hidden="true" className="size-5 text-amber-500" />
          Need Inspiration?
        </span>
      }
      level={level}
      className={className}
    >
      <ul className="flex flex-col gap-3">
        {GHIBLI_INSPIRATIONS.map(({ title, prompt }) => (
          <li
            key={title}
            data-testid="ghibli-inspiration"
            className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3"
          >
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-slate-900">{title}</p>
              <p className="mt-0.5 text-sm leading-6 text-slate-600">{prompt}</p>
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={disabled}
              aria-label={`Use "${title}"`}
              onClick={() => onUse(prompt)}
              className="shrink-0"
            >
              Use
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
