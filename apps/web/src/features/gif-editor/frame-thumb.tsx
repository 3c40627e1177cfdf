import { GIF_BLANK_FRAME_BASE, type GifFrame } from '@mergepix/core';
import { ImageOff, Type, X } from 'lucide-react';
import type { DragEvent } from 'react';
import { IconButton } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { pictureState, usePicturesVersion } from './frame-pictures';

const BLANK = `linear-gradient(${GIF_BLANK_FRAME_BASE.angle}deg, ${GIF_BLANK_FRAME_BASE.from}, ${GIF_BLANK_FRAME_BASE.to})`;

/** One frame in the timeline: select on click, delete from its hover button, drag to reorder. */
export function FrameThumb({
  frame,
  index,
  selected,
  canDelete,
  onSelect,
  onDelete,
  onDragStart,
  onDropOn,
}: {
  frame: GifFrame;
  index: number;
  selected: boolean;
  canDelete: boolean;
  onSelect(): void;
  onDelete(): void;
  onDragStart(event: DragEvent): void;
  onDropOn(event: DragEvent): void;
}) {
  usePicturesVersion();
  const picture = frame.imageId ? pictureState(frame.imageId) : null;
  const broken = picture?.status === 'missing' || picture?.status === 'failed';
  return (
    <li
      className="group relative shrink-0"
      draggable
      onDragStart={onDragStart}
      onDragOver={(e) => e.preventDefault()}
      onDrop={onDropOn}
      data-testid="gif-frame"
    >
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected || undefined}
        aria-label={`Frame ${index + 1}, ${frame.duration} ms${frame.tokens.length ? `, ${frame.tokens.length} text` : ''}`}
        className={cn(
          'relative block size-20 overflow-hidden rounded-lg bg-slate-200 ring-2 sm:size-24',
          selected ? 'ring-brand-600' : 'ring-transparent hover:ring-slate-300',
        )}
        style={picture ? undefined : { background: BLANK }}
      >
        {picture?.status === 'ready' ? (
          <img src={picture.url} alt="" className="size-full object-cover" draggable={false} />
        ) : broken ? (
          <ImageOff aria-hidden="true" className="m-auto size-6 text-slate-500" />
        ) : null}
        <span className="absolute bottom-1 left-1 rounded bg-black/60 px-1 text-[10px] font-semibold text-white tabular-nums">
          {index + 1} · {(frame.duration / 1000).toFixed(2).replace(/0$/, '')}s
        </span>
        {frame.tokens.length ? (
          <Type
            aria-hidden="true"
            className="absolute top-1 left-1 size-4 rounded bg-black/60 p-0.5 text-white"
          />
        ) : null}
      </button>
      {canDelete ? (
        <IconButton
          Icon={X}
          onClick={onDelete}
          label={`Delete frame ${index + 1}`}
          className="absolute -top-2 -right-2 hidden size-6 items-center justify-center rounded-full bg-red-600 text-white shadow group-focus-within:flex group-hover:flex pointer-coarse:flex"
          iconClassName="size-3.5"
        />
      ) : null}
    </li>
  );
}
