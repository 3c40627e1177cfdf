import { CHARACTER_GRID_INITIAL_COUNT, type CharacterTemplate } from '@mergepix/core';
import { Check, ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { initialsOf } from '@/lib/initials';
import { hasHiddenCharacters, visibleCharacterIndices } from './visible-characters';

// Cards have no artwork of their own; a rotating gradient keeps the grid lively and scannable.
const TILE_GRADIENTS = [
  'from-brand-500 to-accent-500',
  'from-sky-500 to-brand-600',
  'from-amber-400 to-accent-600',
  'from-emerald-500 to-sky-600',
  'from-accent-500 to-orange-400',
  'from-brand-700 to-sky-500',
];

/** Two letters for a character tile: "The Masked Luchador" becomes "ML". */
export function characterMonogram(title: string): string {
  return initialsOf(title.replace(/^the\s+/i, ''), null);
}

/** Props of {@link CharacterGrid}. */
export interface CharacterGridProps {
  characters: readonly CharacterTemplate[];
  selected: number;
  expanded: boolean;
  onSelect: (index: number) => void;
  onToggleExpanded: () => void;
  showAllLabel: string;
  showLessLabel: string;
  /** Accessible name of the list, e.g. the grid heading. */
  labelledBy?: string;
}

/** The character cards (first 8 unless expanded, plus the selection) and the Show All toggle. */
export function CharacterGrid({
  characters,
  selected,
  expanded,
  onSelect,
  onToggleExpanded,
  showAllLabel,
  showLessLabel,
  labelledBy,
}: CharacterGridProps) {
  const listId = useId();
  const indices = visibleCharacterIndices(
    characters.length,
    selected,
    expanded,
    CHARACTER_GRID_INITIAL_COUNT,
  );

  return (
    <div>
      <ul
        id={listId}
        aria-labelledby={labelledBy}
        className="grid grid-cols-2 gap-2.5 sm:grid-cols-4 sm:gap-3 lg:grid-cols-2 xl:grid-cols-4"
      >
        {indices.map((index) => {
          const character = characters[index];
          if (!character) return null;
          const on = index === selected;
          return (
            <li key={character.id} className="min-w-0">
              <button
                type="button"
                data-testid="character-card"
                data-selected={on ? 'true' : 'false'}
                aria-pressed={on}
                onClick={() => onSelect(index)}
                className={cn(
                  'relative flex h-full w-full cursor-pointer flex-col items-start gap-2.5 rounded-2xl border p-3 text-left transition',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  on
                    ? 'border-brand-600 bg-brand-50 shadow-md shadow-brand-600/10 ring-2 ring-brand-600/20'
                    : 'border-slate-200 bg-white hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-10 items-center justify-center rounded-xl bg-linear-to-br text-sm font-bold text-white shadow-sm',
                    TILE_GRADIENTS[index % TILE_GRADIENTS.length],
                  )}
                >
                  {characterMonogram(character.title)}
                </span>
                <span className="text-sm leading-5 font-semibold break-words text-slate-900">
                  {character.title}
                </span>
                {on ? (
                  <span className="absolute top-2 right-2 flex size-5 items-center justify-center rounded-full bg-brand-600 text-white">
                    <Check aria-hidden="true" className="size-3.5" />
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      {hasHiddenCharacters(characters.length, CHARACTER_GRID_INITIAL_COUNT) ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={onToggleExpanded}
          >
            {expanded ? showLessLabel : showAllLabel}
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', expanded ? 'rotate-180' : null)}
            />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
