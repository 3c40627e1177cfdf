import type { DesignRecord } from '@mergepix/core';
import { useCallback, useEffect, useState } from 'react';
import { newDesign, SIZE_PRESETS } from '@/components/tool-kit/designs/design-doc';
import { designsApi } from '@/components/tool-kit/designs/designs-api';
import { peekHandedOffResult, takeHandedOffResult } from '@/components/tool-kit/generator/result-actions';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { DesignList } from './design-list';
import { Designer } from './designer';
import { baseForImage } from './handoff';
import { LiveGifView } from './live-gif-view';
import { NewDesignForm } from './new-design-form';

type Load<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; value: T };

const message = (e: unknown, fallback: string) => (e instanceof Error ? e.message : fallback);

/**
 * The live image designer for a signed-in user: their designs, a new one, or one open in the
 * designer. Where it is lives with the caller (the page's URL, or the studio dialog's state).
 */
export function LiveWorkspace({
  designId,
  onOpen,
}: {
  designId: string | null;
  onOpen: (id: string | null) => void;
}) {
  const [creating, setCreating] = useState(false);
  if (designId) return <DesignLoader key={designId} id={designId} onBack={() => onOpen(null)} />;
  if (creating) return <NewDesignForm onCreated={(r) => onOpen(r.id)} onCancel={() => setCreating(false)} />;
  return <DesignsHome onOpen={onOpen} onNew={() => setCreating(true)} />;
}

function DesignsHome({ onOpen, onNew }: { onOpen: (id: string) => void; onNew: () => void }) {
  const [state, setState] = useState<Load<DesignRecord[]>>({ status: 'loading' });
  const [handoff] = useState(() => peekHandedOffResult('live-images'));
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', value: await designsApi.list() });
    } catch (e) {
      setState({ status: 'error', message: message(e, 'Your designs could not be loaded.') });
    }
  }, []);

  // A result handed over from a generator becomes a new design at once.
  useEffect(() => {
    if (!handoff) {
      void load();
      return;
    }
    takeHandedOffResult('live-images'); // used now: a reload shows the list, not a second copy
    const size = SIZE_PRESETS[0] ?? { width: 600, height: 400 };
    baseForImage(handoff)
      .then((start) => designsApi.create(newDesign('Personalized image', size, start)))
      .then(
        (record) => onOpen(record.id),
        (e: unknown) => setState({ status: 'error', message: message(e, 'That image could not be used.') }),
      );
  }, [handoff, load, onOpen]);

  if (state.status === 'loading')
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-600">
        <Spinner className="size-5 text-brand-600" />
        {handoff ? 'Setting up your design…' : 'Loading your designs…'}
      </div>
    );
  if (state.status === 'error')
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center text-sm text-red-800">
        {state.message}
        <Button variant="outline" onClick={() => void load()}>
          Try again
        </Button>
      </div>
    );
  return (
    <DesignList
      designs={state.value}
      onOpen={onOpen}
      onNew={onNew}
      onDeleted={(id) => setState({ status: 'ready', value: state.value.filter((d) => d.id !== id) })}
    />
  );
}

function DesignLoader({ id, onBack }: { id: string; onBack: () => void }) {
  const [state, setState] = useState<Load<DesignRecord>>({ status: 'loading' });
  const load = useCallback(async () => {
    const record = await designsApi.get(id);
    setState({ status: 'ready', value: record });
    return record;
  }, [id]);
  useEffect(() => {
    load().catch((e: unknown) =>
      setState({
        status: 'error',
        message: isApiError(e, 404)
          ? 'This design does not exist any more, or it is not yours.'
          : message(e, 'The design could not be loaded.'),
      }),
    );
  }, [load]);
  if (state.status === 'loading')
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-600">
        <Spinner className="size-5 text-brand-600" /> Opening the design…
      </div>
    );
  if (state.status === 'error')
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center text-sm text-red-800">
        {state.message}
        <Button variant="outline" onClick={onBack}>
          All designs
        </Button>
      </div>
    );
  // A live GIF belongs to the GIF editor: the canvas designer would drop its frames.
  if (state.value.design.format === 'gif')
    return <LiveGifView initial={state.value} onBack={onBack} onReload={load} />;
  return <Designer initial={state.value} onBack={onBack} onReload={load} />;
}
