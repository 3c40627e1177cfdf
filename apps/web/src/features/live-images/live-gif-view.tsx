import { landingPath } from '@mergepix/core';
import { Film } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PublishPanel } from '@/components/tool-kit/designs/publish-panel';
import { useTokenValues } from '@/lib/tokens/use-token-values';
import { DesignHeader } from './design-header';
import type { DesignViewProps } from './design-view-props';
import { GifFramesPreview } from './gif-frames-preview';
import { StatsPanel } from './stats-panel';

const saved = async () => true;

/**
 * A live GIF opened from the designs: its frames, its publish panel (URL, platform snippets, a
 * test recipient) and its opens. Its frames and text are the GIF editor's to change; the canvas
 * designer would not keep them, so it is not shown and nothing here saves the design.
 */
export function LiveGifView({ initial, onBack, onReload }: DesignViewProps) {
  const [record, setRecord] = useState(initial);
  const { values: own } = useTokenValues();
  const { design } = record;
  return (
    <div className="flex flex-col gap-4" data-testid="live-gif-view">
      <DesignHeader name={design.name} onBack={onBack} />
      <p
        role="note"
        className="flex flex-wrap items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-slate-800"
      >
        <Film aria-hidden="true" className="size-4 text-brand-700" />
        <span className="flex-1">This live GIF is edited in the GIF editor.</span>
        <Link to={landingPath('gif')} className="font-medium text-brand-700 underline">
          Open the GIF editor
        </Link>
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="w-full max-w-2xl" style={{ aspectRatio: `${design.width} / ${design.height}` }}>
            <GifFramesPreview record={record} className="size-full rounded-xl ring-1 ring-slate-200" />
          </div>
          <p className="text-xs text-slate-500">
            {design.width}×{design.height} · {design.frames?.length ?? 0} frames. Each recipient’s name is
            drawn on the frames when they open the e-mail.
          </p>
        </div>
        <aside className="flex min-w-0 flex-col gap-4 self-start rounded-2xl border border-slate-200 bg-white p-4">
          <PublishPanel
            record={record}
            design={design}
            dirty={record.unpublished_changes}
            own={own}
            prepare={saved}
            onChanged={async () => setRecord(await onReload())}
          />
          {record.published ? <StatsPanel designId={record.id} /> : null}
        </aside>
      </div>
    </div>
  );
}
