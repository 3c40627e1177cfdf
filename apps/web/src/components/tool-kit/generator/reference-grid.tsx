import { Check, Trash2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { StoredReferenceImage } from './reference-history';

/** Props of {@link ReferenceGrid}. */
export interface ReferenceGridProps {
  images: StoredReferenceImage[];
  /** Chosen ids, in the order they were chosen. */
  selected: string[];
  onToggle: (id: string) => void;
  onRemove: (image: StoredReferenceImage) => void;
}

const nameOf = (image: StoredReferenceImage) => image.name || image.metadata.name || 'Reference image';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Thumbnails as toggle buttons (aria-pressed) with a check mark and a remove button each. */
export function ReferenceGrid({ images, selected, onToggle, onRemove }: ReferenceGridProps) {
  return (
    <ul className="grid grid-cols-3 gap-2.5 sm:grid-cols-4 sm:gap-3">
      {images.map((image) => {
        const order = selected.indexOf(image.id);
        const chosen = order !== -1;
        const name = nameOf(image);
        return (
          <li key={image.id} className="relative min-w-0">
            <button
              type="button"
              aria-pressed={chosen}
              title={name}
              onClick={() => onToggle(image.id)}
              className={cn(
                'flex w-full cursor-pointer flex-col gap-1 rounded-xl p-1 text-left transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                chosen ? 'bg-brand-50 ring-2 ring-brand-600' : 'ring-1 ring-slate-200 hover:ring-brand-300',
              )}
            >
              <span className="relative block aspect-square overflow-hidden rounded-lg bg-slate-100">
                <img
                  src={image.thumbnail || image.imageUrl}
                  alt=""
                  loading="lazy"
                  className="size-full object-cover"
                />
                {chosen ? (
                  <span className="absolute top-1.5 left-1.5 flex size-6 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white shadow ring-2 ring-white">
                    {selected.length > 1 ? order + 1 : <Check aria-hidden="true" className="size-3.5" />}
                  </span>
                ) : null}
              </span>
              <span className="block truncate px-0.5 text-xs font-medium text-slate-700">{name}</span>
              <span className="sr-only">
                {`, added ${dateFormat.format(image.createdAt)}`}
                {chosen ? `, chosen${selected.length > 1 ? ` as number ${order + 1}` : ''}` : ''}
              </span>
            </button>
            <button
              type="button"
              aria-label={`Remove ${name}`}
              onClick={() => onRemove(image)}
              className="absolute top-2 right-2 flex size-7 cursor-pointer items-center justify-center rounded-full bg-white/95 text-slate-600 shadow ring-1 ring-slate-200 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Trash2 aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
