import { type DesignRecord, type GifProject, liveGifSizeProblem, type TokenValues } from '@mergepix/core';
import { Globe } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { designsApi } from '@/components/tool-kit/designs/designs-api';
import { PublishPanel } from '@/components/tool-kit/designs/publish-panel';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useAuthDialog } from '@/lib/auth/auth-dialog-context';
import { syncLiveDesign } from './live-sync';

// "Publish as a live GIF": one URL for the e-mail that renders each recipient's own animation
// when it is opened. After the first publish this shows the designer's publish panel (the URL,
// each platform's merge-tag snippet, a test view, republish and unpublish).

export function LivePublish({
  project,
  values,
  designId,
  onDesignId,
}: {
  project: GifProject;
  values: TokenValues;
  designId: string | null;
  onDesignId(id: string | null): void;
}) {
  const { user, loading } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const [record, setRecord] = useState<DesignRecord | null>(null);
  const [synced, setSynced] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify(project);
  const tooBig = liveGifSizeProblem(project.frames.length, project.width, project.height);

  useEffect(() => {
    if (!user || !designId) return;
    const abort = new AbortController();
    designsApi.get(designId, abort.signal).then(setRecord, (e: unknown) => {
      if (isApiError(e, 404)) onDesignId(null);
    });
    return () => abort.abort();
  }, [user, designId, onDesignId]);

  const sync = useCallback(async () => {
    setError(null);
    setBusy('Uploading frames…');
    try {
      const saved = await syncLiveDesign(project, designId, (done, total) =>
        setBusy(`Uploading frames… ${done} of ${total}`),
      );
      setRecord(saved);
      setSynced(key);
      if (saved.id !== designId) onDesignId(saved.id);
      return saved;
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Publishing did not work. Try again.');
      return null;
    } finally {
      setBusy(null);
    }
  }, [project, designId, key, onDesignId]);

  const publishFirst = async () => {
    const saved = await sync();
    if (!saved) return;
    try {
      await designsApi.publish(saved.id);
      setRecord(await designsApi.get(saved.id));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Publishing did not work. Try again.');
    }
  };

  if (loading) return null;
  return (
    <section
      aria-labelledby="gif-live-heading"
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
    >
      <h4 id="gif-live-heading" className="font-semibold text-slate-900">
        Live GIF: every recipient sees their own name
      </h4>
      {!user ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-slate-600">
            Publish this animation as one image URL for your e-mails; each recipient's name is drawn in when
            they open it. Sign in to publish.
          </p>
          <Button variant="outline" onClick={() => openAuthDialog('sign-in')}>
            Sign in to publish
          </Button>
        </div>
      ) : record?.published ? (
        <PublishPanel
          record={record}
          design={record.design}
          dirty={synced !== key || record.unpublished_changes}
          own={values}
          prepare={async () => (await sync()) !== null}
          onChanged={async () => setRecord(await designsApi.get(record.id))}
        />
      ) : (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-slate-600">
            One URL in your e-mail, a personal animation for each recipient. Your frames are uploaded to your
            account; you can change the animation and republish, and the URL stays the same.
          </p>
          {tooBig ? <p className="text-sm text-amber-800">{tooBig}</p> : null}
          <Button
            onClick={() => void publishFirst()}
            disabled={busy !== null || Boolean(tooBig)}
            data-testid="gif-publish-live"
          >
            {busy ? <Spinner className="size-4" /> : <Globe aria-hidden="true" className="size-4" />}
            {busy ?? 'Publish as a live GIF'}
          </Button>
        </div>
      )}
      {error ? <FormAlert>{error}</FormAlert> : null}
    </section>
  );
}
