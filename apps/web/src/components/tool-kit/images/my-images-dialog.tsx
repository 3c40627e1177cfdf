import type { GenerationRecord } from '@mergepix/core';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useAuthDialog } from '@/lib/auth/auth-dialog-context';
import { cn } from '@/lib/cn';

// "From my images": the user's generated images as frames, several at once, in the order chosen,
// or as the one picture of a video.

const LIMIT = 48;

/** What the dialog picks: GIF frames (several, in order) or one picture. */
export type MyImagesKind = 'frames' | 'picture';

const COPY: Record<MyImagesKind, { title: string; description: string; action: (n: number) => string }> = {
  frames: {
    title: 'Add frames from your images',
    description:
      'Choose one or more of your generated images; each becomes a frame, in the order you choose them.',
    action: (n) => (n > 1 ? `Add ${n} frames` : 'Add frame'),
  },
  picture: {
    title: 'Choose one of your images',
    description: 'The picture your video moves across.',
    action: () => 'Use this picture',
  },
};

/** The dialog (loaded when the button is first pressed; see my-images-picker.tsx). */
export default function MyImagesDialog({
  open,
  setOpen,
  onAdd,
  kind = 'frames',
}: {
  open: boolean;
  setOpen(open: boolean): void;
  onAdd(blobs: Blob[]): void;
  kind?: MyImagesKind;
}) {
  const copy = COPY[kind];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle className="text-lg font-bold text-slate-950">{copy.title}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">{copy.description}</DialogDescription>
        {open ? (
          <Picker
            kind={kind}
            onAdd={(blobs) => {
              setOpen(false);
              onAdd(blobs);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Picker({ onAdd, kind }: { onAdd(blobs: Blob[]): void; kind: MyImagesKind }) {
  const { user, loading } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const [items, setItems] = useState<GenerationRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [fetching, setFetching] = useState(false);

  useEffect(() => {
    if (!user) return;
    const abort = new AbortController();
    apiRequest<GenerationRecord[]>(`/rest/v1/generations?limit=${LIMIT}`, { signal: abort.signal }).then(
      (list) => setItems(list.filter((g) => g.imageUrl)),
      (e: unknown) => {
        if (abort.signal.aborted) return;
        setItems([]);
        setError(e instanceof Error ? e.message : 'Your images could not be loaded.');
      },
    );
    return () => abort.abort();
  }, [user]);

  if (loading) return <Spinner className="mx-auto my-6 size-6 text-brand-600" />;
  if (!user)
    return (
      <div className="mt-4 flex flex-col items-start gap-3">
        <p className="text-sm text-slate-700">Sign in to use the images you generated.</p>
        <Button onClick={() => openAuthDialog('sign-in')}>Sign in</Button>
      </div>
    );
  if (!items) return <Spinner className="mx-auto my-6 size-6 text-brand-600" />;
  if (error) return <FormAlert>{error}</FormAlert>;
  if (items.length === 0)
    return (
      <p className="mt-4 rounded-lg bg-slate-50 px-3 py-4 text-sm text-slate-600">
        No generated images yet. Make one with any tool in the studio, then choose “Animate this” under it.
      </p>
    );

  const add = async () => {
    setFetching(true);
    setError(null);
    try {
      const urls = chosen.map((id) => items.find((g) => g.id === id)?.imageUrl ?? '');
      const blobs = await Promise.all(
        urls.map((url) =>
          fetch(url).then((r) => (r.ok ? r.blob() : Promise.reject(new Error(`HTTP ${r.status}`)))),
        ),
      );
      onAdd(blobs);
    } catch {
      setError('Some of those images could not be downloaded. Try again.');
    } finally {
      setFetching(false);
    }
  };
  const toggle = (id: string) =>
    setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : kind === 'picture' ? [id] : [...c, id]));

  return (
    <div className="mt-4 flex flex-col gap-3">
      <ul className="grid max-h-80 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4">
        {items.map((g) => {
          const order = chosen.indexOf(g.id);
          return (
            <li key={g.id}>
              <button
                type="button"
                aria-pressed={order >= 0}
                aria-label={`“${g.prompt.slice(0, 60)}”`}
                onClick={() => toggle(g.id)}
                className={cn(
                  'relative block aspect-square w-full overflow-hidden rounded-lg ring-2',
                  order >= 0 ? 'ring-brand-600' : 'ring-transparent hover:ring-brand-300',
                )}
              >
                <img src={g.imageUrl ?? ''} alt="" loading="lazy" className="size-full object-cover" />
                {order >= 0 && kind === 'frames' ? (
                  <span className="absolute top-1 right-1 flex size-6 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
                    {order + 1}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Button onClick={() => void add()} disabled={chosen.length === 0 || fetching} className="self-end">
        {fetching ? <Spinner className="size-4" /> : null}
        {COPY[kind].action(chosen.length)}
      </Button>
    </div>
  );
}
