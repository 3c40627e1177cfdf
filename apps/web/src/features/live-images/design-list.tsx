import type { DesignRecord } from '@mergepix/core';
import { Globe, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/tool-kit/designs/confirm-dialog';
import { designsApi } from '@/components/tool-kit/designs/designs-api';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { baseBackground, GifFramesPreview } from './gif-frames-preview';

const baseStyle = (d: DesignRecord) =>
  d.base_url
    ? { backgroundImage: `url(${d.base_url})`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : baseBackground(d.design.base);

/** The user's designs, newest first: open one, delete one (with a confirmation), or start a new one. */
export function DesignList({
  designs,
  onOpen,
  onNew,
  onDeleted,
}: {
  designs: readonly DesignRecord[];
  onOpen: (id: string) => void;
  onNew: () => void;
  onDeleted: (id: string) => void;
}) {
  const [deleting, setDeleting] = useState<DesignRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await designsApi.remove(deleting.id);
      onDeleted(deleting.id);
      setDeleting(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The design could not be deleted.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-950">Your designs</h2>
        <Button onClick={onNew}>
          <Plus aria-hidden="true" className="size-4" />
          New design
        </Button>
      </div>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {designs.length === 0 ? (
        <div className="rounded-2xl border-2 border-dashed border-slate-200 px-6 py-10 text-center">
          <p className="font-semibold text-slate-800">No designs yet</p>
          <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
            Start from one of your generated images, a picture of your own, or a colour, then add “Hi
            [FIRSTNAME]!” and publish one URL that greets every reader by name.
          </p>
          <Button className="mt-4" onClick={onNew}>
            Create your first design
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="design-list">
          {designs.map((d) => (
            <li
              key={d.id}
              className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
            >
              <button
                type="button"
                onClick={() => onOpen(d.id)}
                className="group flex flex-col text-left"
                aria-label={`Open ${d.name}`}
              >
                {d.design.format === 'gif' ? (
                  <GifFramesPreview record={d} className="aspect-[3/2] w-full" />
                ) : (
                  <span className="block aspect-[3/2] w-full" style={baseStyle(d)} />
                )}
                <span className="flex flex-col gap-0.5 px-4 py-3">
                  <span className="truncate font-semibold text-slate-900 group-hover:text-brand-700">
                    {d.name}
                  </span>
                  <span className="text-xs text-slate-500">
                    {d.design.width}×{d.design.height} · edited {new Date(d.updated_at).toLocaleDateString()}
                  </span>
                </span>
              </button>
              <div className="mt-auto flex items-center justify-between border-t border-slate-100 px-3 py-2">
                {d.published ? (
                  <span className="flex items-center gap-1 text-xs font-medium text-emerald-700">
                    <Globe aria-hidden="true" className="size-3.5" /> Live · v{d.version}
                  </span>
                ) : (
                  <span className="text-xs text-slate-500">Draft</span>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${d.name}`}
                  onClick={() => setDeleting(d)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        body={
          deleting?.published
            ? 'Its live URL stops working in every e-mail that uses it. This cannot be undone.'
            : 'This cannot be undone.'
        }
        confirmLabel="Delete design"
        destructive
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
