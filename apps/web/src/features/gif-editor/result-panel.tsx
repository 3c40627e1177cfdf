import {
  GIF_TIP_MAX_BYTES,
  type GifProject,
  gifDownloadFileName,
  sizeKb,
  type TokenValues,
} from '@mergepix/core';
import { Download, Mail } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { saveFile } from '@/components/tool-kit/downloads/save-file';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { EmailPreview } from './email-preview';
import { sizeAdvice } from './size-advice';
import type { GifResult } from './use-gif-generate';

// The generated animation: the GIF itself, its real size against the 1 MB e-mail budget (with
// what to cut when over), the download, the e-mail preview and, below, publishing it live.

export function ResultPanel({
  result,
  stale,
  project,
  values,
  children,
}: {
  result: GifResult;
  stale: boolean;
  project: GifProject;
  values: TokenValues;
  children?: ReactNode;
}) {
  const [preview, setPreview] = useState(false);
  const kb = sizeKb(result.bytes);
  const advice = sizeAdvice(result.bytes, project);
  // Named by the bytes like every download (docs/product.md#downloads); the time keeps each new.
  const download = () => void saveFile(result.blob, gifDownloadFileName(Date.now()));
  return (
    <section aria-label="Generated animation" className="flex flex-col gap-4" data-testid="gif-result">
      {stale ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          You changed the animation since this GIF was made. Generate again to include the changes.
        </p>
      ) : null}
      <div className="flex justify-center rounded-lg bg-slate-100 p-3">
        <img src={result.url} alt="The generated animated GIF" className="h-auto max-h-[400px] max-w-full" />
      </div>
      <div>
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium text-slate-700">Size for e-mail</span>
          <span className={cn('tabular-nums', advice.overBudget ? 'text-red-700' : 'text-slate-600')}>
            {kb} KB of {GIF_TIP_MAX_BYTES / 1024} KB
          </span>
        </div>
        <meter
          className="mt-1 h-2 w-full"
          aria-label="Share of the 1 MB e-mail budget"
          min={0}
          max={GIF_TIP_MAX_BYTES}
          high={GIF_TIP_MAX_BYTES * 0.9}
          optimum={0}
          value={Math.min(result.bytes, GIF_TIP_MAX_BYTES)}
        />
        {advice.overBudget ? (
          <div role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-900">
            <p className="font-semibold">This GIF is over 1 MB: many inboxes load it slowly or clip it.</p>
            <ul className="mt-1 list-disc pl-5">
              {advice.suggestions.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={download} data-testid="gif-download">
          <Download aria-hidden="true" className="size-4" />
          Download GIF ({kb} KB)
        </Button>
        <Button variant="outline" onClick={() => setPreview(!preview)} aria-expanded={preview}>
          <Mail aria-hidden="true" className="size-4" />
          {preview ? 'Hide Email Preview' : 'Show Email Preview'}
        </Button>
      </div>
      {preview ? <EmailPreview gifUrl={result.url} values={values} /> : null}
      {children}
    </section>
  );
}
