import type { BatchJob } from '@mergepix/core';
import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { batchApi } from './batch-api';

const eta = (seconds: number | null) =>
  seconds === null
    ? 'estimating…'
    : seconds < 60
      ? `about ${Math.max(1, Math.round(seconds))} s left`
      : `about ${Math.ceil(seconds / 60)} min left`;

/** A batch export's progress with its ETA, why it stopped, or its ZIP to download. */
export function BatchJobView({ job }: { job: BatchJob }) {
  const running = job.status === 'queued' || job.status === 'running';
  const percent = job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <div
      className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3"
      data-testid="batch-job"
      data-status={job.status}
    >
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold text-slate-900">
          {job.status === 'done' ? 'Export ready' : job.status === 'failed' ? 'Export stopped' : 'Exporting…'}
        </span>
        <span className="tabular-nums text-slate-600">
          {job.done.toLocaleString()} / {job.total.toLocaleString()}
        </span>
      </div>
      <ProgressBar label="Export progress" percent={percent} trackClassName="bg-slate-100" />
      {running ? (
        <p className="text-xs text-slate-600">
          {eta(job.eta_seconds)} · you can leave this page; the export keeps going.
        </p>
      ) : null}
      {job.status === 'failed' ? <FormAlert>{job.error ?? 'The export failed.'}</FormAlert> : null}
      {job.status === 'done' ? (
        <a
          href={job.download_url ?? batchApi.downloadUrl(job.id)}
          className={buttonVariants({ size: 'sm' })}
          download
          data-testid="batch-download"
        >
          <Download aria-hidden="true" className="size-4" />
          Download ZIP
        </a>
      ) : null}
    </div>
  );
}
