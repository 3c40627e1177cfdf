import { DESIGN_LIMITS, type Design, STILL_DESIGN_FORMATS } from '@mergepix/core';
import { ImageIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { resizeDesign } from '@/components/tool-kit/designs/design-doc';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { BasePicker, type ChosenBase } from './base-picker';
import { fieldClass } from './layer-text-field';
import { SizeField } from './size-field';
import type { DesignEditor } from './use-design-editor';

const FORMAT_LABEL = { jpg: 'JPEG (smallest)', png: 'PNG (sharp text, larger)', webp: 'WebP' } as const;

/** The design as a whole: its name, size, file format and what it is drawn over. */
export function DesignSettings({
  editor,
  onBaseChosen,
}: {
  editor: DesignEditor;
  onBaseChosen: (url: string | null) => void;
}) {
  const { design, change } = editor;
  const nameId = useId();
  const formatId = useId();
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<ChosenBase | null>(null);
  const apply = (base: ChosenBase) => {
    const start = base.start;
    const next: Design['base'] = start.kind === 'gradient' ? { ...start, angle: 135 } : start;
    change({ ...design, base: next });
    onBaseChosen(base.previewUrl);
  };
  return (
    <section aria-labelledby="settings-heading" className="flex flex-col gap-3">
      <h3 id="settings-heading" className="text-sm font-semibold text-slate-900">
        Design
      </h3>
      <label htmlFor={nameId} className="text-sm font-medium text-slate-700">
        Name
      </label>
      <input
        id={nameId}
        value={design.name}
        maxLength={DESIGN_LIMITS.maxNameLength}
        onChange={(e) => change({ ...design, name: e.target.value }, 'name')}
        onBlur={() => design.name.trim() === '' && change({ ...design, name: 'Untitled design' })}
        className={fieldClass}
        data-no-token-drop=""
      />
      <SizeField value={design} onChange={(size) => change(resizeDesign(design, size))} />
      <label htmlFor={formatId} className="text-sm font-medium text-slate-700">
        File format
      </label>
      <select
        id={formatId}
        value={design.format}
        onChange={(e) => change({ ...design, format: e.target.value as Design['format'] })}
        className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm"
      >
        {STILL_DESIGN_FORMATS.map((f) => (
          <option key={f} value={f}>
            {FORMAT_LABEL[f]}
          </option>
        ))}
      </select>
      <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
        <ImageIcon aria-hidden="true" className="size-4" />
        Change background
      </Button>
      <Dialog open={picking} onOpenChange={setPicking}>
        <DialogContent className="max-w-xl">
          <DialogTitle className="text-lg font-bold text-slate-950">Change background</DialogTitle>
          <DialogDescription className="mb-4 text-sm text-slate-600">
            Your text stays where it is; the picture is cropped to fill the design.
          </DialogDescription>
          <BasePicker
            value={chosen}
            onChange={(base) => {
              setChosen(base);
              apply(base);
              if (base.start.kind !== 'color' && base.start.kind !== 'gradient') setPicking(false);
            }}
          />
          <div className="mt-4 flex justify-end">
            <Button onClick={() => setPicking(false)}>Done</Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
