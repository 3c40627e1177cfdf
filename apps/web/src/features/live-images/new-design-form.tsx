import type { DesignRecord } from '@mergepix/core';
import { DESIGN_LIMITS } from '@mergepix/core';
import { useId, useState } from 'react';
import { newDesign, SIZE_PRESETS } from '@/components/tool-kit/designs/design-doc';
import { designsApi } from '@/components/tool-kit/designs/designs-api';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { BasePicker, type ChosenBase } from './base-picker';
import { fieldClass } from './layer-text-field';
import { SizeField } from './size-field';

const DEFAULT_START: ChosenBase = {
  start: { kind: 'gradient', from: '#4338ca', to: '#db2777' },
  previewUrl: null,
};

/** A new design: its name, size and what it is drawn over; it starts with a greeting layer. */
export function NewDesignForm({
  onCreated,
  onCancel,
}: {
  onCreated: (record: DesignRecord) => void;
  onCancel: () => void;
}) {
  const nameId = useId();
  const first = SIZE_PRESETS[0] ?? { width: 600, height: 400 };
  const [name, setName] = useState('Untitled design');
  const [size, setSize] = useState({ width: first.width, height: first.height });
  const [base, setBase] = useState<ChosenBase>(DEFAULT_START);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      onCreated(await designsApi.create(newDesign(name.trim() || 'Untitled design', size, base.start)));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The design could not be created.');
      setBusy(false);
    }
  };
  return (
    <form
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5"
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
      aria-labelledby="new-design-heading"
    >
      <h2 id="new-design-heading" className="text-lg font-bold text-slate-950">
        New design
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <label htmlFor={nameId} className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Name
          <input
            id={nameId}
            value={name}
            maxLength={DESIGN_LIMITS.maxNameLength}
            onChange={(e) => setName(e.target.value)}
            className={fieldClass}
            data-no-token-drop=""
          />
        </label>
        <SizeField value={size} onChange={setSize} />
      </div>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium text-slate-700">Start from</span>
        <BasePicker value={base} onChange={setBase} />
      </div>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner className="size-4" /> : null}
          Create design
        </Button>
      </div>
    </form>
  );
}
