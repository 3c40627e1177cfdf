import {
  CARTOON_PREVIEW_FALLBACK,
  CARTOON_STYLES_INITIAL_COUNT,
  CARTOON_THEMES,
  type CartoonTheme,
} from '@mergepix/core';
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { visibleCharacterIndices } from '@/components/tool-kit/character-panel/visible-characters';
import { ChosenTick, pictureCardClass } from '@/components/tool-kit/generator/chip-group';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * A theme's preview, replaced by the local fallback picture when it fails to load
 * (docs/product.md#cartoon-generator).
 */
export function ThemePreview({ theme, className }: { theme: CartoonTheme; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? CARTOON_PREVIEW_FALLBACK : theme.preview}
      alt=""
      width={256}
      height={256}
      loading="lazy"
      decoding="async"
      data-testid="theme-preview"
      data-fallback={failed ? 'true' : undefined}
      onError={() => setFailed(true)}
      className={cn('aspect-square w-full bg-slate-100 object-cover', className)}
    />
  );
}

/** Props of {@link ThemeGrid}. */
export interface ThemeGridProps {
  selected: number | null;
  expanded: boolean;
  onSelect: (index: number) => void;
  onToggleExpanded: () => void;
  /** One scrolling row of all themes instead of the grid with its Show All toggle. */
  carousel?: boolean;
  disabled?: boolean;
  labelledBy?: string;
}

function ThemeCard({
  theme,
  on,
  onSelect,
  disabled,
}: {
  theme: CartoonTheme;
  on: boolean;
  onSelect: () => void;
  disabled?: boolean | undefined;
}) {
  return (
    <button
      type="button"
      data-testid="theme-card"
      data-theme={theme.id}
      aria-pressed={on}
      disabled={disabled}
      onClick={onSelect}
      className={pictureCardClass(
        on,
        'relative flex h-full w-full cursor-pointer flex-col overflow-hidden rounded-2xl border bg-white text-left transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed',
        'ring-brand-600/30',
      )}
    >
      <ThemePreview theme={theme} />
      <span
        className={cn(
          'px-2.5 py-2 text-sm leading-5 font-semibold break-words',
          on ? 'bg-brand-50 text-brand-900' : 'text-slate-900',
        )}
      >
        {theme.label}
      </span>
      <ChosenTick on={on} />
    </button>
  );
}

/**
 * The cartoon themes: the first 8 (and the selection) with "Show All 20 Styles" / "Show Less", or
 * all of them in one scrolling row. Choosing the selected theme again clears the selection.
 */
export function ThemeGrid({
  selected,
  expanded,
  onSelect,
  onToggleExpanded,
  carousel = false,
  disabled,
  labelledBy,
}: ThemeGridProps) {
  const listId = useId();
  const row = useRef<HTMLUListElement>(null);
  const total = CARTOON_THEMES.length;
  const indices = carousel
    ? CARTOON_THEMES.map((_, i) => i)
    : visibleCharacterIndices(total, selected ?? -1, expanded, CARTOON_STYLES_INITIAL_COUNT);
  const scroll = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.8, behavior: 'smooth' });

  return (
    // A container: the grid's columns follow the panel's width (half a page, or a studio dialog).
    <div data-testid="theme-grid" data-layout={carousel ? 'carousel' : 'grid'} className="@container">
      <ul
        id={listId}
        ref={row}
        aria-labelledby={labelledBy}
        className={
          carousel
            ? 'flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 [&>li]:w-36 [&>li]:shrink-0 [&>li]:snap-start'
            : 'grid grid-cols-2 gap-2.5 @xs:grid-cols-3 @xs:gap-3 @md:grid-cols-4'
        }
      >
        {indices.map((index) => {
          const theme = CARTOON_THEMES[index];
          if (!theme) return null;
          return (
            <li key={theme.id} className="min-w-0">
              <ThemeCard
                theme={theme}
                on={index === selected}
                onSelect={() => onSelect(index)}
                disabled={disabled}
              />
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex justify-center gap-2">
        {carousel ? (
          <>
            <Button variant="ghost" size="sm" aria-controls={listId} onClick={() => scroll(-1)}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous styles
            </Button>
            <Button variant="ghost" size="sm" aria-controls={listId} onClick={() => scroll(1)}>
              Next styles
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </>
        ) : total > CARTOON_STYLES_INITIAL_COUNT ? (
          <Button
            variant="ghost"
            size="sm"
            data-testid="toggle-styles"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={onToggleExpanded}
          >
            {expanded ? 'Show Less' : `Show All ${total} Styles`}
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', expanded ? 'rotate-180' : null)}
            />
          </Button>
        ) : null}
      </div>
    </div>
  );
}
