import type { GenerationRecord } from '@mergepix/core';
import { ImageIcon, Palette, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { DesignStart } from '@/components/tool-kit/designs/design-doc';
import { designsApi } from '@/components/tool-kit/designs/designs-api';
import { dataUrlToBlob } from '@/components/tool-kit/downloads/named-file';
import { ReferenceUploader } from '@/components/tool-kit/generator/reference-uploader';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { ColorField } from '@/components/ui/style-controls';
import { apiRequest } from '@/lib/api-client';
import { cn } from '@/lib/cn';

type Tab = 'history' | 'upload' | 'color';

const TABS: readonly { id: Tab; label: string; Icon: typeof ImageIcon }[] = [
  { id: 'history', label: 'My images', Icon: ImageIcon },
  { id: 'upload', label: 'Upload', Icon: Upload },
  { id: 'color', label: 'Colour', Icon: Palette },
];

/** A chosen base, with a picture URL to preview it by when it is one. */
export interface ChosenBase {
  readonly start: DesignStart;
  readonly previewUrl: string | null;
}

/**
 * What a design is drawn over: one of the user's generated images, an uploaded picture (the
 * shared reference uploader, then stored with the design), or a colour or gradient.
 */
export function BasePicker({
  value,
  onChange,
}: {
  value: ChosenBase | null;
  onChange: (base: ChosenBase) => void;
}) {
  const [tab, setTab] = useState<Tab>('history');
  return (
    <div className="flex flex-col gap-3">
      <div
        role="tablist"
        aria-label="Start from"
        className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1"
      >
        {TABS.map(({ id, label, Icon }) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            onClick={() => setTab(id)}
            className={cn(
              'flex items-center justify-center gap-1.5 rounded-lg px-2 py-2 text-sm font-medium',
              tab === id ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={TABS.find((t) => t.id === tab)?.label}>
        {tab === 'history' ? <HistoryGrid value={value} onChange={onChange} /> : null}
        {tab === 'upload' ? <UploadBase onChange={onChange} /> : null}
        {tab === 'color' ? <ColorBase value={value} onChange={onChange} /> : null}
      </div>
    </div>
  );
}

function HistoryGrid({
  value,
  onChange,
}: {
  value: ChosenBase | null;
  onChange: (base: ChosenBase) => void;
}) {
  const [state, setState] = useState<{ items: GenerationRecord[] | null; error: string | null }>({
    items: null,
    error: null,
  });
  useEffect(() => {
    const abort = new AbortController();
    apiRequest<GenerationRecord[]>('/rest/v1/generations?limit=48', { signal: abort.signal }).then(
      (items) => setState({ items: items.filter((g) => g.imageUrl), error: null }),
      (error: unknown) => {
        if (!abort.signal.aborted)
          setState({
            items: [],
            error: error instanceof Error ? error.message : 'Could not load your images.',
          });
      },
    );
    return () => abort.abort();
  }, []);
  if (!state.items) return <Spinner className="mx-auto my-6 size-6 text-brand-600" />;
  if (state.error) return <FormAlert>{state.error}</FormAlert>;
  if (state.items.length === 0)
    return (
      <p className="rounded-lg bg-slate-50 px-3 py-4 text-sm text-slate-600">
        No generated images yet. Make one with any tool in the studio, upload a picture, or start from a
        colour.
      </p>
    );
  const chosen = value?.start.kind === 'generation' ? value.start.generationId : null;
  return (
    <ul className="grid max-h-72 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4">
      {state.items.map((g) => (
        <li key={g.id}>
          <button
            type="button"
            aria-pressed={chosen === g.id}
            aria-label={`Use “${g.prompt.slice(0, 60)}”`}
            onClick={() =>
              onChange({ start: { kind: 'generation', generationId: g.id }, previewUrl: g.imageUrl })
            }
            className={cn(
              'block aspect-square w-full overflow-hidden rounded-lg ring-2',
              chosen === g.id ? 'ring-brand-600' : 'ring-transparent hover:ring-brand-300',
            )}
          >
            <img src={g.imageUrl ?? ''} alt="" loading="lazy" className="size-full object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}

export function UploadBase({ onChange }: { onChange: (base: ChosenBase) => void }) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  const [status, setStatus] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const choose = async (url: string | null) => {
    setDataUrl(url);
    const blob = url ? dataUrlToBlob(url) : null;
    if (!blob) return;
    setStatus({ busy: true, error: null });
    try {
      const uploaded = await designsApi.upload(blob);
      setStatus({ busy: false, error: null });
      onChange({ start: { kind: 'upload', path: uploaded.path }, previewUrl: url });
    } catch (error) {
      setStatus({ busy: false, error: error instanceof Error ? error.message : 'The upload failed.' });
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <ReferenceUploader
        category="general"
        label="Your picture"
        value={dataUrl}
        onChange={(url) => void choose(url)}
        disabled={status.busy}
      />
      {status.busy ? (
        <p role="status" className="text-sm text-slate-600">
          Uploading…
        </p>
      ) : null}
      {status.error ? <FormAlert>{status.error}</FormAlert> : null}
    </div>
  );
}

const SWATCHES: readonly DesignStart[] = [
  { kind: 'gradient', from: '#4338ca', to: '#db2777' },
  { kind: 'gradient', from: '#0f766e', to: '#84cc16' },
  { kind: 'gradient', from: '#f97316', to: '#facc15' },
  { kind: 'color', color: '#1e293b' },
  { kind: 'color', color: '#f1f5f9' },
  { kind: 'color', color: '#be123c' },
];

const swatchStyle = (s: DesignStart) =>
  s.kind === 'gradient'
    ? { background: `linear-gradient(135deg, ${s.from}, ${s.to})` }
    : s.kind === 'color'
      ? { background: s.color }
      : {};

function ColorBase({ value, onChange }: { value: ChosenBase | null; onChange: (base: ChosenBase) => void }) {
  const current = value?.start.kind === 'color' || value?.start.kind === 'gradient' ? value.start : null;
  const set = (start: DesignStart) => onChange({ start, previewUrl: null });
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {SWATCHES.map((s) => (
          <button
            key={JSON.stringify(s)}
            type="button"
            aria-label={
              s.kind === 'gradient'
                ? `Gradient ${s.from} to ${s.to}`
                : s.kind === 'color'
                  ? `Colour ${s.color}`
                  : ''
            }
            aria-pressed={JSON.stringify(s) === JSON.stringify(current)}
            onClick={() => set(s)}
            className="size-10 rounded-lg ring-1 ring-slate-300 aria-pressed:ring-2 aria-pressed:ring-brand-600"
            style={swatchStyle(s)}
          />
        ))}
      </div>
      {current?.kind === 'color' ? (
        <ColorField
          label="Colour"
          value={current.color}
          onChange={(color) => set({ kind: 'color', color })}
        />
      ) : null}
      {current?.kind === 'gradient' ? (
        <div className="flex flex-wrap gap-4">
          <ColorField label="From" value={current.from} onChange={(from) => set({ ...current, from })} />
          <ColorField label="To" value={current.to} onChange={(to) => set({ ...current, to })} />
        </div>
      ) : null}
    </div>
  );
}
