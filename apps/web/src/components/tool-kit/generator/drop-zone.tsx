import { ImageUp } from 'lucide-react';
import { useId } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { UPLOAD_HINT } from './reference-upload';
import type { FileDrop } from './use-reference-drop';

/** Props of {@link DropZone}. */
export interface DropZoneProps {
  drop: FileDrop;
  uploading: boolean;
  error: string | null;
  /** False when an ancestor already takes the drop (its handlers would fire twice). */
  ownsDrop?: boolean;
  title?: string;
  className?: string;
}

/**
 * A dashed drop target that is also a button: click, Enter or Space opens the file browser.
 * It stays focusable while busy (aria-disabled) so a drop on it is never lost to the browser.
 */
export function DropZone({
  drop,
  uploading,
  error,
  ownsDrop = true,
  title = 'Drag & drop an image, or click to browse',
  className,
}: DropZoneProps) {
  const hintId = useId();
  const errorId = useId();
  const inactive = drop.disabled || uploading;

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <button
        type="button"
        aria-disabled={inactive || undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onClick={() => {
          if (!inactive) drop.open();
        }}
        {...(ownsDrop ? drop.dropProps : {})}
        className={cn(
          'flex w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-7 text-center transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          drop.dragOver
            ? 'border-brand-500 bg-brand-50 text-brand-800'
            : 'border-slate-300 bg-slate-50 text-slate-700 hover:border-brand-300 hover:bg-brand-50/50',
          error && !drop.dragOver && 'border-red-300',
          inactive && 'cursor-not-allowed opacity-70',
        )}
      >
        {uploading ? (
          <>
            <Spinner className="size-6 text-brand-600" />
            <span role="status" className="text-sm font-semibold">
              Uploading personalized image...
            </span>
          </>
        ) : (
          <>
            <span className="flex size-11 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm ring-1 ring-slate-200">
              <ImageUp aria-hidden="true" className="size-5" />
            </span>
            <span className="text-sm font-semibold">{drop.dragOver ? 'Drop the image here' : title}</span>
          </>
        )}
        <span id={hintId} className="text-xs text-slate-500">
          {UPLOAD_HINT}
        </span>
      </button>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
