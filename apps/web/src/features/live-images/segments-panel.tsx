import { type DesignBase, LIVE_TOKENS, type Segments, TOKENS, type TokenKey } from '@mergepix/core';
import { Layers, Plus, Sparkles, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { DesignStart } from '@/components/tool-kit/designs/design-doc';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { BasePicker } from './base-picker';
import { selectClass } from './countdown-deadline';
import { PanelProblems } from './countdown-panel';
import { fieldClass } from './layer-text-field';
import { SegmentRow } from './segment-row';
import {
  addSegment,
  DEFAULT_SEGMENTS,
  isPictureBase,
  newSegmentBase,
  removeSegment,
  renameSegment,
  segmentValueProblem,
  setSegmentBase,
} from './segments-doc';
import type { DesignEditor } from './use-design-editor';
import type { LivePictures } from './use-live-pictures';
import { useSceneGeneration } from './use-scene-generation';

/**
 * Segments: one picture per value of a token (SEGMENT unless the owner picks another). Values
 * are added, renamed and removed under core's rules; each gets a colour, gradient, upload or
 * generation, or a scene made for it from one description.
 */
export function SegmentsPanel({
  editor,
  pictures,
  problems,
}: {
  editor: DesignEditor;
  pictures: LivePictures;
  problems: readonly string[];
}) {
  const { design, change } = editor;
  const segments = design.segments ?? DEFAULT_SEGMENTS;
  const latest = useRef(design);
  latest.current = design;
  const setSegments = (next: Segments, kind?: string) => change({ ...latest.current, segments: next }, kind);
  const tokenId = useId();
  const newId = useId();
  const sceneId = useId();
  const [draft, setDraft] = useState('');
  const [tried, setTried] = useState(false);
  const [scene, setScene] = useState('');
  const [picking, setPicking] = useState<number | null>(null);
  const problem = draft.trim() || tried ? segmentValueProblem(segments, draft, null) : undefined;
  const scenes = useSceneGeneration(design, (value, generationId, url) => {
    pictures.learn(generationId, url);
    const current = latest.current.segments ?? DEFAULT_SEGMENTS;
    change({
      ...latest.current,
      segments: setSegmentBase(current, value, { kind: 'generation', generationId }),
    });
  });
  const withoutPicture = segments.items.filter((s) => !isPictureBase(s.base)).map((s) => s.value);
  const add = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (segmentValueProblem(segments, draft, null)) return;
    setSegments(addSegment(segments, draft, newSegmentBase(design.base)));
    setDraft('');
    setTried(false);
  };
  const picked = picking === null ? undefined : segments.items[picking];
  const token = segments.token.toLowerCase();

  return (
    <section
      aria-labelledby="segments-heading"
      className="flex min-w-0 flex-col gap-4"
      data-testid="segments-panel"
    >
      <h3 id="segments-heading" className="text-sm font-semibold text-slate-900">
        Segments
      </h3>
      <PanelProblems problems={problems} testId="segments-problems" />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={tokenId} className="text-sm font-medium text-slate-700">
          Token that picks the segment
        </label>
        <select
          id={tokenId}
          value={segments.token}
          onChange={(e) => setSegments({ ...segments, token: e.target.value as TokenKey })}
          className={selectClass}
        >
          {[...LIVE_TOKENS, ...TOKENS].map((t) => (
            <option key={t.key} value={t.key}>
              {t.key} ({t.displayName})
            </option>
          ))}
        </select>
      </div>
      {segments.items.length === 0 ? (
        <div className="flex flex-col gap-2 rounded-xl bg-slate-50 px-4 py-4 text-sm text-slate-700">
          <Layers aria-hidden="true" className="size-6 text-brand-600" />
          <p>
            Show each group its own picture: add the values your list holds (retail, healthcare…), then choose
            a picture for each. Recipients with any other value, or none, see this design’s own background.
          </p>
        </div>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Segments">
          {segments.items.map((item, i) => (
            <SegmentRow
              // biome-ignore lint/suspicious/noArrayIndexKey: segments are edited in place by position
              key={i}
              segments={segments}
              index={i}
              url={pictures.urlOf(item.base)}
              status={scenes.statusOf(item.value)}
              busy={scenes.busy}
              onRename={(value) => setSegments(renameSegment(segments, i, value))}
              onPick={() => setPicking(i)}
              onRemove={() => setSegments(removeSegment(segments, i))}
              onRetry={scene.trim() && !scenes.busy ? () => void scenes.start([item.value], scene) : null}
            />
          ))}
        </ul>
      )}
      <form onSubmit={add} className="flex flex-col gap-1.5" noValidate>
        <label htmlFor={newId} className="text-sm font-medium text-slate-700">
          New segment value
        </label>
        <div className="flex gap-2">
          <input
            id={newId}
            value={draft}
            placeholder="retail"
            maxLength={80}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${newId}-error` : undefined}
            onChange={(e) => setDraft(e.target.value)}
            className={`${fieldClass} min-w-0 flex-1`}
            data-no-token-drop=""
          />
          <Button type="submit" variant="outline" size="sm" className="h-auto">
            <Plus aria-hidden="true" className="size-4" />
            Add
          </Button>
        </div>
        {problem ? (
          <p id={`${newId}-error`} role="alert" className="text-xs text-red-700">
            {problem}
          </p>
        ) : (
          <p className="text-xs text-slate-500">
            In the link: <code className="break-all">?{token}=retail</code>. Case and spaces do not matter.
          </p>
        )}
      </form>
      {segments.items.length > 0 ? (
        <SceneBox
          id={sceneId}
          scene={scene}
          setScene={setScene}
          count={withoutPicture.length}
          total={segments.items.length}
          run={scenes.run}
          onStart={(all) =>
            void scenes.start(all ? segments.items.map((s) => s.value) : withoutPicture, scene)
          }
          onCancel={scenes.cancel}
        />
      ) : null}
      <Dialog open={picked !== undefined} onOpenChange={(open) => !open && setPicking(null)}>
        <DialogContent className="max-w-xl">
          <DialogTitle className="text-lg font-bold text-slate-950">
            Picture for “{picked?.value}”
          </DialogTitle>
          <DialogDescription className="mb-4 text-sm text-slate-600">
            Recipients in this segment see it under the same text; it is cropped to fill the design.
          </DialogDescription>
          <BasePicker
            value={picked ? { start: startOf(picked.base), previewUrl: pictures.urlOf(picked.base) } : null}
            onChange={(chosen) => {
              if (picking === null || !picked) return;
              const start = chosen.start;
              const base: DesignBase = start.kind === 'gradient' ? { ...start, angle: 135 } : start;
              if (base.kind === 'generation' && chosen.previewUrl)
                pictures.learn(base.generationId, chosen.previewUrl);
              setSegments(setSegmentBase(segments, picked.value, base), `segment-base-${picking}`);
              if (isPictureBase(base)) setPicking(null);
            }}
          />
          <div className="mt-4 flex justify-end">
            <Button onClick={() => setPicking(null)}>Done</Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}

/** A base as the picker shows it chosen (a gradient without its angle, as its swatches are). */
const startOf = (base: DesignBase): DesignStart =>
  base.kind === 'gradient' ? { kind: 'gradient', from: base.from, to: base.to } : base;

function SceneBox({
  id,
  scene,
  setScene,
  count,
  total,
  run,
  onStart,
  onCancel,
}: {
  id: string;
  scene: string;
  setScene: (s: string) => void;
  /** Segments without a picture. */
  count: number;
  total: number;
  run: { total: number; finished: number } | null;
  /** Makes scenes for the segments without a picture, or for all of them. */
  onStart: (all: boolean) => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        A scene for each segment
      </label>
      <textarea
        id={id}
        rows={2}
        value={scene}
        maxLength={400}
        placeholder="a bright shop floor"
        onChange={(e) => setScene(e.target.value)}
        className={fieldClass}
        data-no-token-drop=""
      />
      <p className="text-xs text-slate-500">
        Each segment without a picture gets one made from this and its value: “a bright shop floor, for retail
        customers”.
      </p>
      {run ? (
        <div className="flex flex-col gap-1.5" role="status" data-testid="scene-progress">
          <div className="flex items-center justify-between gap-2 text-sm text-slate-700">
            <span>
              Making {Math.min(run.finished + 1, run.total)} of {run.total}…
            </span>
            <Button size="sm" variant="outline" onClick={onCancel}>
              <X aria-hidden="true" className="size-4" />
              Cancel
            </Button>
          </div>
          <div
            role="progressbar"
            aria-label="Scenes made"
            aria-valuemin={0}
            aria-valuemax={run.total}
            aria-valuenow={run.finished}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${(100 * run.finished) / run.total}%` }}
            />
          </div>
        </div>
      ) : count > 0 ? (
        <>
          <Button
            size="sm"
            className="h-auto min-h-9 whitespace-normal py-2"
            disabled={scene.trim() === ''}
            onClick={() => onStart(false)}
          >
            <Sparkles aria-hidden="true" className="size-4" />
            Generate a scene for each segment ({count})
          </Button>
          {scene.trim() === '' ? <p className="text-xs text-slate-600">Describe the scene first.</p> : null}
        </>
      ) : (
        <>
          <p className="text-xs text-slate-600">Every segment has a picture.</p>
          <Button
            size="sm"
            variant="outline"
            className="h-auto min-h-9 whitespace-normal py-2"
            disabled={scene.trim() === ''}
            onClick={() => onStart(true)}
          >
            <Sparkles aria-hidden="true" className="size-4" />
            Make new scenes for all ({total})
          </Button>
        </>
      )}
    </div>
  );
}
