import type { DesignBase, Segments } from '@mergepix/core';
import { AlertTriangle, CheckCircle2, ImageIcon, Loader2, RotateCw, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { fieldClass } from './layer-text-field';
import type { SceneStatus } from './scene-runner';
import { segmentValueProblem } from './segments-doc';

const iconButton =
  'flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-40';

/** A small picture of a base: its colour, gradient or picture. */
export function BaseSwatch({ base, url }: { base: DesignBase; url: string | null }) {
  const style =
    base.kind === 'color'
      ? { background: base.color }
      : base.kind === 'gradient'
        ? { background: `linear-gradient(${base.angle}deg, ${base.from}, ${base.to})` }
        : { background: '#e5e7eb' };
  return (
    <span className="block size-10 shrink-0 overflow-hidden rounded-md ring-1 ring-slate-300" style={style}>
      {url && (base.kind === 'generation' || base.kind === 'upload') ? (
        <img src={url} alt="" className="size-full object-cover" />
      ) : null}
    </span>
  );
}

/** One segment: its picture, its value (renamed in place), its scene's status, and remove. */
export function SegmentRow({
  segments,
  index,
  url,
  status,
  busy,
  onRename,
  onPick,
  onRemove,
  onRetry,
}: {
  segments: Segments;
  index: number;
  url: string | null;
  status: SceneStatus | undefined;
  busy: boolean;
  onRename: (value: string) => void;
  onPick: () => void;
  onRemove: () => void;
  onRetry: (() => void) | null;
}) {
  const item = segments.items[index];
  const [draft, setDraft] = useState(item?.value ?? '');
  const errorId = useId();
  useEffect(() => setDraft(item?.value ?? ''), [item?.value]);
  if (!item) return null;
  const problem = draft === item.value ? undefined : segmentValueProblem(segments, draft, index);
  const commit = () => {
    if (draft.trim() === item.value) setDraft(item.value);
    else if (!problem) onRename(draft);
  };
  return (
    <li
      className="flex flex-col gap-1 rounded-lg border border-slate-200 p-2"
      data-testid={`segment-${index}`}
    >
      <div className="flex items-center gap-2">
        <BaseSwatch base={item.base} url={url} />
        <input
          aria-label={`Segment ${index + 1} value`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          value={draft}
          maxLength={80}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            if (e.key === 'Escape') setDraft(item.value);
          }}
          className={`${fieldClass} min-w-0 flex-1 ${problem ? 'border-red-500' : ''}`}
          data-no-token-drop=""
        />
        <button
          type="button"
          className={iconButton}
          aria-label={`Picture for “${item.value}”`}
          title="Choose the picture"
          onClick={onPick}
        >
          <ImageIcon aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={`Remove “${item.value}”`}
          title="Remove"
          disabled={busy && (status?.state === 'running' || status?.state === 'waiting')}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      {problem ? (
        <p id={errorId} role="alert" className="text-xs text-red-700">
          {problem}
        </p>
      ) : null}
      <SceneLine status={status} onRetry={onRetry} />
    </li>
  );
}

function SceneLine({ status, onRetry }: { status: SceneStatus | undefined; onRetry: (() => void) | null }) {
  if (!status) return null;
  if (status.state === 'waiting')
    return (
      <p className="text-xs text-slate-500" data-testid="scene-status">
        Waiting…
      </p>
    );
  if (status.state === 'running')
    return (
      <p className="flex items-center gap-1.5 text-xs text-slate-700" data-testid="scene-status">
        <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />
        Making its scene…
      </p>
    );
  if (status.state === 'done')
    return (
      <p className="flex items-center gap-1.5 text-xs text-emerald-700" data-testid="scene-status">
        <CheckCircle2 aria-hidden="true" className="size-3.5" />
        Scene made
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-red-700" data-testid="scene-status">
      <AlertTriangle aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="min-w-0 flex-1">{status.error}</span>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex items-center gap-1 font-semibold underline"
        >
          <RotateCw aria-hidden="true" className="size-3.5" />
          Retry
        </button>
      ) : null}
    </div>
  );
}
