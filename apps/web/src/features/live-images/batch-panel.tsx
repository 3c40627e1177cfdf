import type { DesignRecord } from '@mergepix/core';
import { type BatchJob, CSV_LIMITS, type Design, planBatch, TOKENS, type TokenKey } from '@mergepix/core';
import { FileSpreadsheet, Play } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { batchApi } from './batch-api';
import { BatchJobView } from './batch-job-view';
import { type CsvFile, readCsvFile } from './csv-file';
import type { SampleRecipient } from './sample-recipients';

const POLL_MS = 1000;
const PREVIEW_ROWS = 3;

/**
 * Batch export: a recipient CSV becomes a ZIP of images (and a CSV of each row's file and live
 * URL), rendered by a server job that survives restarts. Columns map to tokens by their headers
 * and can be changed; bad rows are listed and the good ones still render.
 */
export function BatchPanel({
  record,
  design,
  onSampleRows,
}: {
  record: DesignRecord;
  design: Design;
  onSampleRows: (rows: readonly SampleRecipient[]) => void;
}) {
  const inputId = useId();
  const nameId = useId();
  const [file, setFile] = useState<CsvFile | null>(null);
  const [reading, setReading] = useState(false);
  const [columns, setColumns] = useState<(TokenKey | null)[]>([]);
  const [nameColumn, setNameColumn] = useState<number | null>(null);
  const [job, setJob] = useState<BatchJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  // A job started earlier (another tab, before a reload) shows up again.
  useEffect(() => {
    const abort = new AbortController();
    batchApi.forDesign(record.id, abort.signal).then(
      (jobs) => setJob((j) => j ?? jobs[0] ?? null),
      () => undefined,
    );
    return () => abort.abort();
  }, [record.id]);

  const running = job?.status === 'queued' || job?.status === 'running';
  useEffect(() => {
    if (!running || !job) return;
    const abort = new AbortController();
    const timer = setInterval(() => {
      batchApi.get(job.id, abort.signal).then(setJob, (e: unknown) => {
        if (!abort.signal.aborted) setError(e instanceof Error ? e.message : 'Lost track of the export.');
      });
    }, POLL_MS);
    return () => {
      clearInterval(timer);
      abort.abort();
    };
  }, [running, job?.id, job]);

  // What the server will draw, worked out the same way here: good rows with their values read by
  // the design's rules, their file names, and the problems by line.
  const mapped = columns.some(Boolean);
  // The plan reads the design's format and rules only: a moved text does not plan 10,000 rows again.
  const { format, rules } = design;
  const plan = useMemo(
    () => (file?.ok && mapped ? planBatch({ csv: file.text, columns, nameColumn }, { format, rules }) : null),
    [file, columns, nameColumn, format, rules, mapped],
  );
  const rows = plan?.ok ? plan.rows : [];
  const samples = useMemo(
    () =>
      rows
        .slice(0, PREVIEW_ROWS)
        .map((row) => ({ id: `csv-${row.line}`, label: row.file, values: row.values })),
    [rows],
  );
  useEffect(() => onSampleRows(samples), [samples, onSampleRows]);
  useEffect(() => () => onSampleRows([]), [onSampleRows]);

  const choose = async (picked: File | undefined) => {
    if (!picked) return;
    setReading(true);
    setError(null);
    const read = await readCsvFile(picked);
    setReading(false);
    setFile(read);
    if (read.ok) {
      setColumns(read.columns);
      const named = read.columns.findIndex((c) => c === 'FIRSTNAME' || c === 'FULLNAME' || c === 'EMAIL');
      setNameColumn(named === -1 ? null : named);
    }
  };

  const start = async () => {
    if (!file?.ok) return;
    setStarting(true);
    setError(null);
    try {
      setJob(await batchApi.start(record.id, { csv: file.text, columns, nameColumn }));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The export could not start.');
    } finally {
      setStarting(false);
    }
  };

  return (
    <section aria-labelledby="batch-heading" className="flex flex-col gap-4" data-testid="batch-panel">
      <div>
        <h3 id="batch-heading" className="text-base font-semibold text-slate-900">
          Batch export
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          For platforms that can’t merge into image URLs, or for print and social: one image per row of your
          list, in a ZIP. Up to {CSV_LIMITS.maxRows.toLocaleString()} rows and 5 MB; comma or semicolon
          separated.
        </p>
      </div>
      <label
        htmlFor={inputId}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600 hover:border-brand-400"
      >
        <FileSpreadsheet aria-hidden="true" className="size-6 text-brand-600" />
        <span className="font-semibold text-slate-800">{file?.ok ? file.name : 'Choose a CSV file'}</span>
        <span>
          {file?.ok
            ? `${file.parsed.rows.length.toLocaleString()} rows`
            : 'with a header row, e.g. First Name, Company, Email'}
        </span>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      {reading ? (
        <p role="status" className="text-sm text-slate-600">
          Reading the file…
        </p>
      ) : null}
      {file && !file.ok ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {file.error}
        </p>
      ) : null}
      {file?.ok ? (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-slate-900">Columns</legend>
            {file.parsed.headers.map((header, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional and headers may repeat
              <label key={i} className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 truncate text-slate-700" title={header}>
                  {header || `Column ${i + 1}`}
                </span>
                <select
                  value={columns[i] ?? ''}
                  onChange={(e) =>
                    setColumns(
                      columns.map((c, j) => (j === i ? ((e.target.value || null) as TokenKey | null) : c)),
                    )
                  }
                  className="h-8 w-40 rounded-lg border border-slate-300 bg-white px-2 text-xs"
                  aria-label={`Token filled by the column ${header || i + 1}`}
                >
                  <option value="">Not used</option>
                  {TOKENS.map((t) => (
                    <option key={t.key} value={t.key}>
                      {t.key}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </fieldset>
          <label htmlFor={nameId} className="flex items-center justify-between gap-2 text-sm">
            <span className="font-medium text-slate-700">Name the images by</span>
            <select
              id={nameId}
              value={nameColumn ?? ''}
              onChange={(e) => setNameColumn(e.target.value === '' ? null : Number(e.target.value))}
              className="h-8 w-40 rounded-lg border border-slate-300 bg-white px-2 text-xs"
            >
              <option value="">Row number</option>
              {file.parsed.headers.map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional and headers may repeat
                <option key={i} value={i}>
                  {h || `Column ${i + 1}`}
                </option>
              ))}
            </select>
          </label>
          {!mapped ? (
            <FormAlert>Choose a token for at least one column.</FormAlert>
          ) : plan && !plan.ok ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {plan.error}
            </p>
          ) : null}
          {plan?.ok && plan.problems.length > 0 ? (
            <details
              className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
              data-testid="bad-rows"
            >
              <summary className="cursor-pointer font-medium">
                {plan.problems.length.toLocaleString()} note{plan.problems.length === 1 ? '' : 's'} on your
                rows; {rows.length.toLocaleString()} images will render
              </summary>
              <ul className="mt-2 max-h-40 overflow-y-auto text-xs">
                {plan.problems.slice(0, 500).map((p) => (
                  <li key={`${p.line}-${p.reason}`}>
                    Line {p.line}: {p.reason}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          {rows.length > 0 ? (
            <p className="text-xs text-slate-600">
              Files:{' '}
              {rows
                .slice(0, 3)
                .map((r) => r.file)
                .join(', ')}
              {rows.length > 3 ? ', …' : ''} and recipients.csv with each row’s file and live URL.
            </p>
          ) : null}
          <Button
            onClick={() => void start()}
            disabled={starting || running || rows.length === 0 || design.layers.length === 0}
          >
            {starting ? <Spinner className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
            Export {rows.length.toLocaleString()} images
          </Button>
        </>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      {job ? <BatchJobView job={job} /> : null}
    </section>
  );
}
