import { MEME_TEMPLATES } from '@mergepix/core';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

/** Props of {@link TemplateGrid}. */
export interface TemplateGridProps {
  /** The chosen template, or null when the user's own image is used. */
  value: string | null;
  onChange: (id: string) => void;
}

/**
 * The 12 built-in templates as native radio buttons (arrow keys move the choice), each showing
 * its picture and the format's name.
 */
export function TemplateGrid({ value, onChange }: TemplateGridProps) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-800">Meme template</legend>
      <div data-testid="meme-templates" className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {MEME_TEMPLATES.map((template) => {
          const on = template.id === value;
          return (
            <label
              key={template.id}
              className={cn(
                'group relative flex cursor-pointer flex-col overflow-hidden rounded-xl bg-white ring-1 transition',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                on ? 'ring-2 ring-brand-600' : 'ring-slate-200 hover:ring-brand-400',
              )}
            >
              <input
                type="radio"
                name={name}
                value={template.id}
                checked={on}
                onChange={() => onChange(template.id)}
                className="sr-only"
              />
              <span className="flex aspect-square items-center justify-center overflow-hidden bg-slate-100">
                <img
                  src={template.url}
                  alt=""
                  width={template.width}
                  height={template.height}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-contain"
                />
              </span>
              <span className="px-1.5 py-1 text-center text-[11px] leading-4 font-medium text-slate-700 sm:text-xs">
                {template.name}
              </span>
              {on ? (
                <span className="absolute top-1 right-1 flex size-5 items-center justify-center rounded-full bg-brand-600 text-white shadow">
                  <Check aria-hidden="true" className="size-3.5" />
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
