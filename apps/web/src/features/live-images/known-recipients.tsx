import { type AudienceSummary, TOKENS } from '@mergepix/core';
import { Trash2, Upload } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { designsApi } from '@/components/tool-kit/designs/designs-api';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { readCsvFile } from './csv-file';

/** An English noun for a count: "company" → "companies", "email address" → "email addresses". */
const plural = (noun: string, n: number) =>
  n === 1 ? noun : `${noun.replace(/y$/, 'ie').replace(/(s|x|ch|sh)$/, '$1e')}s`;

/** "2 first names, 1 company" from a list's counts, in the tokens' own order. */
export function audienceWords(values: AudienceSummary['values']): string {
  return TOKENS.flatMap(({ key, displayName }) => {
    const n = values[key] ?? 0;
    return n > 0 ? [`${n.toLocaleString('en')} ${plural(displayName.toLowerCase(), n)}`] : [];
  }).join(', ');
}

/**
 * The design's audience list (known recipients only): what it holds, a CSV to replace it (its
 * columns read by their headers, as a batch export's), and a way to empty it. The server keeps
 * only keyed hashes of the values.
 */
export function KnownRecipients({ designId, on }: { designId: string; on: boolean }) {
  const [summary, setSummary] = useState<AudienceSummary | null>(null);
  const [busy, setBusy] = useState<'load' | 'upload' | 'clear' | null>('load');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const run = useCallback(
    async (what: 'load' | 'upload' | 'clear', call: () => Promise<AudienceSummary | null>) => {
      setBusy(what);
      setError(null);
      try {
        setSummary(await call());
      } catch (e) {
        setError(e instanceof Error ? e.message : 'Could not reach the list.');
      } finally {
        setBusy(null);
      }
    },
    [],
  );
  useEffect(() => {
    void run('load', () => designsApi.audience(designId));
  }, [designId, run]);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const read = await readCsvFile(file);
    if (!read.ok) {
      setError(read.error);
      return;
    }
    await run('upload', () => designsApi.putAudience(designId, read.text));
    if (input.current) input.current.value = '';
  };
  const words = summary ? audienceWords(summary.values) : '';
  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
      data-testid="known-recipients"
    >
      <p id={statusId} className="text-xs text-slate-700" aria-live="polite" data-testid="audience-status">
        {busy === 'load' ? (
          'Reading your list…'
        ) : words ? (
          <>
            Your list holds <span className="font-medium">{words}</span>
            {summary?.updated_at ? ` · updated ${new Date(summary.updated_at).toLocaleString()}` : ''}.
          </>
        ) : (
          'No list yet.'
        )}
      </p>
      {on && !words && busy !== 'load' ? (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
          With no list, every recipient sees the fallback. Upload your audience to show their names.
        </p>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={busy !== null}>
          {busy === 'upload' ? (
            <Spinner className="size-4" />
          ) : (
            <Upload aria-hidden="true" className="size-4" />
          )}
          {words ? 'Replace list (CSV)' : 'Upload list (CSV)'}
        </Button>
        {words ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              void run('clear', async () => {
                await designsApi.clearAudience(designId);
                return null;
              })
            }
            disabled={busy !== null}
          >
            {busy === 'clear' ? (
              <Spinner className="size-4" />
            ) : (
              <Trash2 aria-hidden="true" className="size-4" />
            )}
            Remove list
          </Button>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-label="Audience list (CSV)"
        aria-describedby={statusId}
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      <p className="text-xs text-slate-500">
        Columns are read by their headers (firstname, company…), up to 10,000 rows and 5 MB a file. Only keyed
        hashes of the values are kept, never the list.
      </p>
    </div>
  );
}
