import {
  type Design,
  type DesignLinks,
  type DesignRecord,
  ownerPreviewUrl,
  type TokenValues,
} from '@mergepix/core';
import { ExternalLink, Globe, RefreshCw, Send, Undo2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { ConfirmDialog } from './confirm-dialog';
import { designsApi } from './designs-api';
import { recipientUrl, tickingGifUrl } from './live-link';

const codeClass =
  'block w-full overflow-x-auto whitespace-pre-wrap break-all rounded-lg bg-slate-950 px-3 py-2 font-mono text-xs text-slate-100';

/**
 * Publishing: the live URL, the URL and `<img>` tag for the user's e-mail platform, a test view
 * that opens the image as a recipient would get it, and republish / unpublish with a confirmation.
 */
export function PublishPanel({
  record,
  design,
  dirty,
  own,
  prepare,
  onChanged,
}: {
  record: DesignRecord;
  design: Design;
  /** Whether the draft has changes the published version does not. */
  dirty: boolean;
  own: TokenValues;
  /** Saves the draft first; false when it could not be saved. */
  prepare: () => Promise<boolean>;
  onChanged: () => Promise<void> | void;
}) {
  const [links, setLinks] = useState<DesignLinks | null>(null);
  const [platform, setPlatform] = useState('mailchimp');
  const [busy, setBusy] = useState<null | 'publish' | 'unpublish'>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<null | 'republish' | 'unpublish'>(null);
  const [testName, setTestName] = useState(own.FIRSTNAME ?? '');
  const platformId = useId();
  const testId = useId();

  // Links change with what is published: fetched again after publishing or unpublishing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and published say when to refetch
  useEffect(() => {
    const abort = new AbortController();
    designsApi.links(record.id, abort.signal).then(setLinks, () => undefined);
    return () => abort.abort();
  }, [record.id, record.version, record.published]);

  const run = async (action: 'publish' | 'unpublish') => {
    setBusy(action);
    setError(null);
    try {
      if (action === 'publish') {
        if (!(await prepare()))
          throw new Error(
            'Your latest changes are not saved yet, so they cannot be published. Try again in a moment.',
          );
        await designsApi.publish(record.id);
      } else await designsApi.unpublish(record.id);
      await onChanged();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'That did not work. Try again.');
    } finally {
      setBusy(null);
      setConfirm(null);
    }
  };

  const chosen = links?.links.find((l) => l.platform === platform) ?? links?.links[0];
  // The owner's look is never counted as an open (docs/live-images.md, "Counting opens").
  const testUrl = links
    ? ownerPreviewUrl(recipientUrl(links.url, design, { ...own, FIRSTNAME: testName }), record.preview_token)
    : '';

  return (
    <section aria-labelledby="publish-heading" className="flex flex-col gap-4" data-testid="publish-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="publish-heading" className="text-base font-semibold text-slate-900">
          {record.published ? `Live · version ${record.version}` : 'Not published yet'}
        </h3>
        <div className="flex flex-wrap gap-2">
          {record.published ? (
            <>
              <Button
                size="sm"
                variant={dirty ? 'primary' : 'outline'}
                disabled={busy !== null}
                onClick={() => setConfirm('republish')}
              >
                {busy === 'publish' ? (
                  <Spinner className="size-4" />
                ) : (
                  <RefreshCw aria-hidden="true" className="size-4" />
                )}
                Republish
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={busy !== null}
                onClick={() => setConfirm('unpublish')}
              >
                <Undo2 aria-hidden="true" className="size-4" />
                Unpublish
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              disabled={busy !== null || (design.layers.length === 0 && !design.frames?.length)}
              onClick={() => void run('publish')}
            >
              {busy === 'publish' ? (
                <Spinner className="size-4" />
              ) : (
                <Globe aria-hidden="true" className="size-4" />
              )}
              Publish
            </Button>
          )}
        </div>
      </div>
      {record.published && dirty ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          You have changes that are not live yet. Republish to show them in every e-mail from now on.
        </p>
      ) : null}
      {!record.published ? (
        <p className="text-sm text-slate-600">
          Publishing gives this design one image URL. Put it in your e-mail with your platform’s merge tags
          and each recipient sees their own name. You can keep editing and republish; the URL stays the same.
        </p>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      {record.published && links && chosen ? (
        <>
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-slate-700">Live URL</span>
            <code className={codeClass} data-testid="live-url">
              {links.url}
            </code>
            <CopyButton text={links.url} label="Copy URL" className="self-start" />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={platformId} className="text-sm font-medium text-slate-700">
              Your e-mail platform
            </label>
            <select
              id={platformId}
              value={chosen.platform}
              onChange={(e) => setPlatform(e.target.value)}
              className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm"
            >
              {links.links.map((l) => (
                <option key={l.platform} value={l.platform}>
                  {l.name}
                </option>
              ))}
            </select>
            <span className="mt-1 text-xs font-medium text-slate-600">
              Image URL with {chosen.name} merge tags
            </span>
            <code className={codeClass} data-testid="platform-url">
              {chosen.url}
            </code>
            <span className="mt-1 text-xs font-medium text-slate-600">HTML to paste into your template</span>
            <code className={codeClass} data-testid="platform-snippet">
              {chosen.img}
            </code>
            <div className="flex flex-wrap gap-2">
              <CopyButton text={chosen.url} label="Copy URL with tags" />
              <CopyButton text={chosen.img} label="Copy <img> tag" />
              {chosen.docs[0] ? (
                <a
                  href={chosen.docs[0]}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 text-sm text-brand-700 underline"
                >
                  {chosen.name} merge tags
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </a>
              ) : null}
            </div>
          </div>
          {design.countdown && design.format !== 'gif' ? (
            <div className="flex flex-col gap-1.5" data-testid="ticking-gif">
              <span className="text-sm font-medium text-slate-700">Ticking GIF</span>
              <p className="text-xs text-slate-600">
                The same image as a GIF whose countdown ticks for {design.countdown.frames} seconds. Apps that
                show one frame (Outlook on the desktop) show the time at the open.
              </p>
              <code className={codeClass}>{tickingGifUrl(chosen.url)}</code>
              <CopyButton
                text={tickingGifUrl(chosen.url)}
                label="Copy GIF URL with tags"
                className="self-start"
              />
            </div>
          ) : null}
          <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
            <span className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
              <Send aria-hidden="true" className="size-4" /> Send a test
            </span>
            <label htmlFor={testId} className="text-xs text-slate-600">
              First name the test recipient has (leave empty to see the fallback)
            </label>
            <input
              id={testId}
              value={testName}
              maxLength={60}
              onChange={(e) => setTestName(e.target.value)}
              className="h-9 rounded-lg border border-slate-300 px-2 text-sm"
              data-no-token-drop=""
            />
            <img
              src={testUrl}
              alt="Live preview for this test recipient"
              className="max-h-64 w-auto self-start rounded-lg ring-1 ring-slate-200"
              data-testid="test-image"
            />
            <a
              href={testUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 self-start text-sm text-brand-700 underline"
            >
              Open it as a recipient would
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </div>
        </>
      ) : null}
      <ConfirmDialog
        open={confirm === 'republish'}
        title="Republish this design?"
        body="Everyone who opens your e-mail from now on sees the new version. The URL stays the same."
        confirmLabel="Republish"
        busy={busy === 'publish'}
        onConfirm={() => void run('publish')}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'unpublish'}
        title="Unpublish this design?"
        body="The image stops showing in every e-mail that uses it, including ones already sent, until you publish again. Your design is kept."
        confirmLabel="Unpublish"
        destructive
        busy={busy === 'unpublish'}
        onConfirm={() => void run('unpublish')}
        onCancel={() => setConfirm(null)}
      />
    </section>
  );
}
