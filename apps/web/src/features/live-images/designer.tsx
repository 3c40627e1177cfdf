import type { DesignLayer } from '@mergepix/core';
import { Redo2, Undo2 } from 'lucide-react';
import { type KeyboardEvent, useCallback, useMemo, useState } from 'react';
import { updateLayer } from '@/components/tool-kit/designs/design-doc';
import { PublishPanel } from '@/components/tool-kit/designs/publish-panel';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { isTextField } from '@/lib/tokens/text-fields';
import { useTokenValues } from '@/lib/tokens/use-token-values';
import { BatchPanel } from './batch-panel';
import { BrandSafety } from './brand-safety';
import { CountdownPanel } from './countdown-panel';
import { DesignHeader } from './design-header';
import { DesignSettings } from './design-settings';
import { DesignStage } from './design-stage';
import type { DesignViewProps } from './design-view-props';
import { LayerList } from './layer-list';
import { LayerStylePanel } from './layer-style-panel';
import { PreviewStrip } from './preview-strip';
import type { SampleRecipient } from './sample-recipients';
import { SaveStatus } from './save-status';
import { SegmentPreviewSelect } from './segment-preview-select';
import { SegmentsPanel } from './segments-panel';
import { StatsPanel } from './stats-panel';
import { TokenFallbacks } from './token-fallbacks';
import { useDesignEditor } from './use-design-editor';
import { savedSegmentUrls } from './use-live-pictures';
import { useLivePreview } from './use-live-preview';

type Tab = 'text' | 'design' | 'countdown' | 'segments' | 'publish' | 'export';
const TABS: readonly { id: Tab; label: string }[] = [
  { id: 'text', label: 'Text' },
  { id: 'design', label: 'Design' },
  { id: 'countdown', label: 'Countdown' },
  { id: 'segments', label: 'Segments' },
  { id: 'publish', label: 'Publish & opens' },
  { id: 'export', label: 'Batch export' },
];

/**
 * The live image designer for one design: the canvas, the side panel (text, design, publish and
 * opens, batch export), the preview of sample customers, undo and redo, and autosave.
 */
export function Designer({ initial, onBack, onReload }: DesignViewProps) {
  const [record, setRecord] = useState(initial);
  const [baseUrl, setBaseUrl] = useState(initial.base_url);
  const [tab, setTab] = useState<Tab>('text');
  const [csvRecipients, setCsvRecipients] = useState<readonly SampleRecipient[]>([]);
  const editor = useDesignEditor(initial, (saved) => {
    setRecord(saved);
    if (saved.base_url) setBaseUrl(saved.base_url);
  });
  const { design, selected, change } = editor;
  const { values: own } = useTokenValues();
  const savedPictures = useMemo(() => savedSegmentUrls(record), [record]);
  const live = useLivePreview(
    design,
    own,
    baseUrl,
    editor.saveState.status === 'error' ? editor.saveState.message : null,
    savedPictures,
  );
  const layer = selected === null ? undefined : design.layers[selected];
  const onLayerChange = useCallback(
    (patch: Partial<DesignLayer>, kind: string) => {
      if (selected !== null) change(updateLayer(design, selected, patch), `${kind}-${selected}`);
    },
    [change, design, selected],
  );
  const reload = async () => setRecord(await onReload());

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || isTextField(event.target as Element)) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) editor.undo();
    else if (key === 'y' || (key === 'z' && event.shiftKey)) editor.redo();
    else return;
    event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: undo and redo shortcuts for everything inside
    <div className="flex flex-col gap-4" onKeyDown={onKeyDown} data-testid="designer">
      <DesignHeader name={design.name} onBack={onBack}>
        <SaveStatus state={editor.saveState} onRetry={() => void editor.saveNow()} />
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label="Undo (Ctrl+Z)"
            title="Undo (Ctrl+Z)"
            disabled={!editor.canUndo}
            onClick={editor.undo}
          >
            <Undo2 aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label="Redo (Ctrl+Shift+Z)"
            title="Redo (Ctrl+Shift+Z)"
            disabled={!editor.canRedo}
            onClick={editor.redo}
          >
            <Redo2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </DesignHeader>
      {editor.recovered ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <span className="flex-1">
            Changes you made at {new Date(editor.recovered.at).toLocaleString()} were not saved to your
            account but are kept in this browser.
          </span>
          <Button size="sm" onClick={editor.restore}>
            Restore them
          </Button>
          <Button size="sm" variant="ghost" onClick={editor.discardRecovered}>
            Discard
          </Button>
        </div>
      ) : null}
      {/* Phones: canvas, panel, previews; wide screens: the panel beside both. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <SegmentPreviewSelect segments={design.segments} value={live.segment} onChange={live.setSegment} />
          <DesignStage
            editor={editor}
            pictures={live.pictures.pictures}
            values={live.stageValues}
            now={live.now}
          />
        </div>
        <aside className="flex min-w-0 flex-col gap-4 self-start rounded-2xl border border-slate-200 bg-white p-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div
            role="tablist"
            aria-label="Designer panels"
            className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 text-sm"
          >
            {TABS.map((t) => (
              <button
                key={t.id}
                type="button"
                role="tab"
                id={`designer-tab-${t.id}`}
                aria-selected={tab === t.id}
                aria-controls="designer-panel"
                onClick={() => setTab(t.id)}
                className={cn(
                  'rounded-lg px-2 py-1.5 font-medium',
                  tab === t.id ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {t.label}
              </button>
            ))}
          </div>
          <div
            id="designer-panel"
            role="tabpanel"
            aria-labelledby={`designer-tab-${tab}`}
            className="flex flex-col gap-5"
          >
            {tab === 'text' ? (
              <>
                <LayerList editor={editor} />
                {layer ? (
                  <LayerStylePanel key={selected} layer={layer} onChange={onLayerChange} />
                ) : design.layers.length > 0 ? (
                  <p className="text-sm text-slate-500">
                    Select a text on the image or in the list to edit it.
                  </p>
                ) : null}
                <TokenFallbacks editor={editor} />
              </>
            ) : null}
            {tab === 'design' ? <DesignSettings editor={editor} onBaseChosen={setBaseUrl} /> : null}
            {tab === 'countdown' ? (
              <CountdownPanel editor={editor} now={live.now} problems={live.problems.countdown} />
            ) : null}
            {tab === 'segments' ? (
              <SegmentsPanel editor={editor} pictures={live.pictures} problems={live.problems.segments} />
            ) : null}
            {tab === 'publish' ? (
              <>
                <PublishPanel
                  record={record}
                  design={design}
                  dirty={record.unpublished_changes || editor.saveState.status !== 'saved'}
                  own={own}
                  prepare={editor.saveNow}
                  onChanged={reload}
                />
                <BrandSafety editor={editor} designId={record.id} />
                {record.published ? <StatsPanel designId={record.id} /> : null}
              </>
            ) : null}
            {tab === 'export' ? (
              <BatchPanel record={record} design={design} onSampleRows={setCsvRecipients} />
            ) : null}
          </div>
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <PreviewStrip
            design={design}
            pictures={live.pictures.pictures}
            own={own}
            now={live.now}
            sampleDeadline={live.sampleDeadline}
            extra={csvRecipients}
          />
        </div>
      </div>
    </div>
  );
}
