import { GIF_DURATION_RANGE, type GifFrame, totalDurationSeconds } from '@mergepix/core';
import { ArrowLeft, ArrowRight, Copy, ImagePlus, Plus, Trash2 } from 'lucide-react';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { FrameThumb } from './frame-thumb';
import { NumberField } from './number-field';

// The timeline (docs/product.md#gif-editor): thumbnails to select, a hover button to delete, a dashed
// tile to drop or choose pictures, "Show Settings" for the frame's duration and actions, "Add New
// Frame", and the total running time. Frames reorder by dragging, or with Move earlier/later.

const FRAME_DRAG = 'application/x-mergepix-frame';

export interface TimelineActions {
  select(index: number): void;
  remove(index: number): void;
  move(from: number, to: number): void;
  addBlank(): void;
  duplicate(): void;
  setDuration(ms: number): void;
  addFiles(files: readonly File[]): void;
  /** Puts the picture of `file` on the current frame. */
  replacePicture(file: File): void;
}

export function FrameTimeline({
  frames,
  current,
  busy,
  actions,
  more,
}: {
  frames: readonly GifFrame[];
  current: number;
  busy: boolean;
  actions: TimelineActions;
  /** Other ways to add frames, beside "Add New Frame". */
  more?: ReactNode;
}) {
  const [settings, setSettings] = useState(false);
  const [dropping, setDropping] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const durationId = useId();
  const frame = frames[current];

  const dropFiles = (event: DragEvent) => {
    const files = [...event.dataTransfer.files];
    if (files.length === 0) return false;
    event.preventDefault();
    actions.addFiles(files);
    return true;
  };
  const dropOnFrame = (event: DragEvent, index: number) => {
    setDropping(false);
    if (dropFiles(event)) return;
    const from = Number(event.dataTransfer.getData(FRAME_DRAG));
    if (Number.isInteger(from) && event.dataTransfer.types.includes(FRAME_DRAG)) {
      event.preventDefault();
      actions.move(from, index);
    }
  };

  return (
    <section aria-label="Timeline" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-800">
          Timeline{' '}
          <span className="font-normal text-slate-500">
            · {frames.length} {frames.length === 1 ? 'frame' : 'frames'}
          </span>
        </p>
        <p className="text-sm text-slate-600" data-testid="gif-total-duration">
          Total duration: {totalDurationSeconds(frames).toFixed(1)}s
        </p>
      </div>
      <ol className="flex gap-3 overflow-x-auto px-1 pt-2 pb-2" aria-label="Frames">
        {frames.map((f, i) => (
          <FrameThumb
            key={f.id}
            frame={f}
            index={i}
            selected={i === current}
            canDelete={frames.length > 1}
            onSelect={() => actions.select(i)}
            onDelete={() => actions.remove(i)}
            onDragStart={(e) => {
              e.dataTransfer.setData(FRAME_DRAG, String(i));
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDropOn={(e) => dropOnFrame(e, i)}
          />
        ))}
        <li className="shrink-0">
          <button
            type="button"
            onClick={() => input.current?.click()}
            onDragOver={(e) => {
              e.preventDefault();
              setDropping(true);
            }}
            onDragLeave={() => setDropping(false)}
            onDrop={(e) => {
              setDropping(false);
              dropFiles(e);
            }}
            disabled={busy}
            data-testid="gif-drop-tile"
            className={cn(
              'flex size-20 flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed text-xs font-medium sm:size-24',
              dropping
                ? 'border-brand-600 bg-brand-50 text-brand-700'
                : 'border-slate-300 text-slate-500 hover:border-brand-500',
            )}
          >
            <ImagePlus aria-hidden="true" className="size-5" />
            {busy ? 'Adding…' : 'Drop or add images'}
          </button>
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple
            hidden
            data-testid="gif-file-input"
            onChange={(e) => {
              actions.addFiles([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </li>
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={() => setSettings(!settings)} aria-expanded={settings}>
          {settings ? 'Hide Settings' : 'Show Settings'}
        </Button>
        <button
          type="button"
          onClick={actions.addBlank}
          className="text-sm font-medium text-brand-700 underline"
        >
          <Plus aria-hidden="true" className="mr-1 inline size-4" />
          Add New Frame
        </button>
        {more}
      </div>
      {settings && frame ? (
        <div className="flex flex-wrap items-end gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
          <div>
            <label htmlFor={durationId} className="block text-sm font-medium text-slate-700">
              Frame {current + 1} duration (ms)
            </label>
            <NumberField
              id={durationId}
              value={frame.duration}
              range={GIF_DURATION_RANGE}
              onChange={actions.setDuration}
              className="mt-1 w-28"
              testId="gif-frame-duration"
            />
          </div>
          <Button variant="outline" size="sm" onClick={() => replaceInput.current?.click()} disabled={busy}>
            <ImagePlus aria-hidden="true" className="size-4" />
            {frame.imageId ? 'Replace picture' : 'Add picture'}
          </Button>
          <input
            ref={replaceInput}
            type="file"
            accept="image/*"
            hidden
            data-testid="gif-replace-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) actions.replacePicture(file);
              e.target.value = '';
            }}
          />
          <Button variant="outline" size="sm" onClick={actions.duplicate}>
            <Copy aria-hidden="true" className="size-4" />
            Duplicate
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => actions.move(current, current - 1)}
            disabled={current === 0}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Move earlier
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => actions.move(current, current + 1)}
            disabled={current >= frames.length - 1}
          >
            Move later
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => actions.remove(current)}
            disabled={frames.length <= 1}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      ) : null}
    </section>
  );
}
