import { GENERATION_FAILED_TEXT, type ImageResult, RESULT_PREVIEW_MAX_HEIGHT_PX } from '@mergepix/core';
import { CircleAlert, Download, Expand, ImageIcon } from 'lucide-react';
import { DownloadLink } from '@/components/tool-kit/downloads/download-link';
import { openFullSize } from '@/components/tool-kit/downloads/save-file';
import { useNamedFile } from '@/components/tool-kit/downloads/use-named-file';
import { Button, buttonVariants } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { GENERATION_FAILED_PLACEHOLDER } from './failed-placeholder';
import { ResultActions } from './result-actions';
import type { GenerationState } from './use-image-generation';

/** Props of {@link GenerationResult}. */
export interface GenerationResultProps {
  state: GenerationState;
  /** Download base name, e.g. custom-action-figure.png: the extension follows the bytes. */
  fileName: string;
  /** Alt text of the generated image. */
  alt: string;
  /** What the empty result area says will appear (default "Your figure will appear here"). */
  emptyTitle?: string;
  /** Extra line under the empty title. */
  emptyHint?: string;
}

/** Who made the image, said plainly; the offline engine is never passed off as AI. */
export function provenanceText(result: Pick<ImageResult, 'provider' | 'model' | 'fallback'>): string {
  const { provider, model, fallback } = result;
  if (provider === 'local') {
    const base = 'Made offline by the Mergepix engine (not AI)';
    return fallback ? `${base} — ${fallback.reason}` : base;
  }
  const base = `Made with ${model}`;
  return fallback ? `${base} (fell back from ${fallback.from}: ${fallback.reason})` : base;
}

const panel = 'flex flex-col items-center justify-center gap-3 rounded-2xl p-6 text-center';

/** The result area of a generator: empty, generating (with progress), the image, or the error. */
export function GenerationResult({
  state,
  fileName,
  alt,
  emptyTitle = 'Your figure will appear here',
  emptyHint,
}: GenerationResultProps) {
  const { status, progress, result, error } = state;
  const imageUrl = status === 'success' ? (result?.imageUrl ?? null) : null;
  const named = useNamedFile(imageUrl, fileName);
  const imageStyle = { maxHeight: RESULT_PREVIEW_MAX_HEIGHT_PX };

  return (
    <section
      data-testid="generation-result"
      data-status={status}
      aria-label="Generated image"
      aria-busy={status === 'generating'}
      className="flex flex-col gap-4"
    >
      {status === 'idle' ? (
        <div className={`${panel} min-h-64 border-2 border-dashed border-slate-200 bg-slate-50`}>
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <ImageIcon aria-hidden="true" className="size-6" />
          </span>
          <p className="font-semibold text-slate-800">{emptyTitle}</p>
          {emptyHint ? <p className="max-w-xs text-sm text-slate-500">{emptyHint}</p> : null}
        </div>
      ) : null}

      {status === 'generating' ? (
        <div className={`${panel} min-h-64 border border-brand-100 bg-brand-50/60`}>
          <Spinner className="size-8 text-brand-600" />
          <p role="status" className="font-semibold text-slate-800">
            Generating...
          </p>
          <ProgressBar
            label="Generation progress"
            percent={progress}
            className="max-w-xs"
            trackClassName="bg-white ring-1 ring-brand-100"
          />
        </div>
      ) : null}

      {status === 'success' && result ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="sr-only">
            Your image is ready.
          </p>
          <div className="flex justify-center overflow-hidden rounded-2xl bg-slate-50 ring-1 ring-slate-200">
            <img
              data-testid="generation-image"
              src={result.imageUrl}
              alt={alt}
              style={imageStyle}
              className="h-auto w-full object-contain"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => openFullSize(result.imageUrl, named.file)}>
              <Expand aria-hidden="true" className="size-4" />
              View Full Size
            </Button>
            <DownloadLink
              data-testid="generation-download"
              source={result.imageUrl}
              name={fileName}
              named={named}
              className={buttonVariants({ size: 'sm' })}
            >
              <Download aria-hidden="true" className="size-4" />
              Download
            </DownloadLink>
            <ResultActions imageUrl={result.imageUrl} />
          </div>
          <p data-testid="generation-provenance" className="text-xs leading-5 text-slate-500">
            {provenanceText(result)}
          </p>
        </div>
      ) : null}

      {status === 'error' ? (
        <div className="flex flex-col gap-3">
          <div
            role="alert"
            data-testid="generation-error"
            className="flex gap-2.5 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-sm leading-5 text-red-800"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p className="min-w-0 break-words">{error ?? `${GENERATION_FAILED_TEXT}.`}</p>
          </div>
          <div className="flex justify-center overflow-hidden rounded-2xl bg-slate-50 ring-1 ring-slate-200">
            <img
              data-testid="generation-placeholder"
              src={GENERATION_FAILED_PLACEHOLDER}
              alt={GENERATION_FAILED_TEXT}
              style={imageStyle}
              className="h-auto w-full object-contain"
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
