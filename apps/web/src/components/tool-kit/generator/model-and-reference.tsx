import type { AiModelChoice } from '@mergepix/core';
import { ModelToggle } from './model-toggle';
import { ReferenceUploader } from './reference-uploader';

/** What a generator's hook hands its model and reference fields. */
export interface ModelAndReferenceRun {
  busy: boolean;
  model: AiModelChoice;
  setModel: (model: AiModelChoice) => void;
  reference: string | null;
  setReference: (dataUrl: string | null) => void;
}

/** Props of {@link ModelAndReference}. */
export interface ModelAndReferenceProps {
  run: ModelAndReferenceRun;
  /** A short line under the model toggle, e.g. what each model is good at. */
  modelHint?: string;
  /** Which saved reference images the picker offers. */
  category: string;
  /** Label of the reference field. */
  label: string;
}

/** The AI model toggle, then the optional reference image: the pair most generators end with. */
export function ModelAndReference({ run, modelHint, category, label }: ModelAndReferenceProps) {
  return (
    <>
      <ModelToggle value={run.model} onChange={run.setModel} disabled={run.busy} hint={modelHint} />
      <ReferenceUploader
        category={category}
        value={run.reference}
        onChange={run.setReference}
        disabled={run.busy}
        label={label}
      />
    </>
  );
}
