import {
  ACTION_FIGURE_TEMPLATES,
  type ActionFigureTemplate,
  type ActionFigureTemplateId,
} from '@mergepix/core';
import { Package } from 'lucide-react';
import { useState } from 'react';
import { ChosenTick, pictureCardClass } from '@/components/tool-kit/generator/chip-group';
import { cn } from '@/lib/cn';

/** Intrinsic size of the /previews images; given to <img> so the grid does not shift while they load. */
const PREVIEW_SIZE_PX = 512;

/** A style's preview, or a neutral tile with the package icon when the image cannot be loaded. */
function StylePreview({ template }: { template: ActionFigureTemplate }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        data-testid="style-preview-fallback"
        className="flex aspect-square w-full items-center justify-center bg-linear-to-br from-slate-100 to-slate-200 text-slate-400"
      >
        <Package aria-hidden="true" className="size-10" />
        <span className="sr-only">{template.name}</span>
      </span>
    );
  }
  return (
    <img
      src={template.preview}
      alt={template.name}
      loading="lazy"
      decoding="async"
      width={PREVIEW_SIZE_PX}
      height={PREVIEW_SIZE_PX}
      onError={() => setFailed(true)}
      className="aspect-square h-auto w-full bg-slate-100 object-cover transition-transform duration-300 group-hover:scale-[1.03]"
    />
  );
}

/** Props of {@link StyleGrid}. */
export interface StyleGridProps {
  selected: ActionFigureTemplateId;
  onSelect: (id: ActionFigureTemplateId) => void;
  labelledBy?: string;
}

/** The 13 action figure styles as picture cards; the chosen one is pressed (aria-pressed). */
export function StyleGrid({ selected, onSelect, labelledBy }: StyleGridProps) {
  return (
    <ul
      aria-labelledby={labelledBy}
      className="grid grid-cols-3 gap-2 sm:gap-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-7"
    >
      {ACTION_FIGURE_TEMPLATES.map((template) => {
        const on = template.id === selected;
        return (
          <li key={template.id} className="min-w-0">
            <button
              type="button"
              data-testid="style-option"
              data-style={template.id}
              data-selected={on ? 'true' : 'false'}
              aria-pressed={on}
              title={template.description}
              onClick={() => onSelect(template.id)}
              className={pictureCardClass(
                on,
                'group relative flex h-full w-full cursor-pointer flex-col overflow-hidden rounded-2xl border bg-white text-left transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                'ring-brand-600/25',
              )}
            >
              <span className="block overflow-hidden">
                <StylePreview template={template} />
              </span>
              {/* The picture's alt (or the fallback's hidden text) names the button; this is the visible copy. */}
              <span
                aria-hidden="true"
                className={cn(
                  'flex flex-1 items-start px-2 py-1.5 text-xs leading-4 font-semibold break-words sm:px-2.5 sm:py-2 sm:text-sm sm:leading-5',
                  on ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
                )}
              >
                {template.name}
              </span>
              <ChosenTick on={on} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
