import { DESIGN_LIMITS } from '@mergepix/core';
import { useEffect, useId, useState } from 'react';
import { clampSize, SIZE_PRESETS } from '@/components/tool-kit/designs/design-doc';

type Size = { width: number; height: number };

/** A size preset (e-mail, square, banner, story) or a custom width and height. */
export function SizeField({ value, onChange }: { value: Size; onChange: (size: Size) => void }) {
  const id = useId();
  const preset = SIZE_PRESETS.find((p) => p.width === value.width && p.height === value.height);
  const [custom, setCustom] = useState(!preset);
  const [draft, setDraft] = useState({ width: String(value.width), height: String(value.height) });
  useEffect(
    () => setDraft({ width: String(value.width), height: String(value.height) }),
    [value.width, value.height],
  );
  const commit = (next: typeof draft) => {
    const w = Number(next.width);
    const h = Number(next.height);
    if (Number.isInteger(w) && Number.isInteger(h) && w >= 1 && h >= 1)
      onChange(clampSize({ width: w, height: h }));
  };
  const invalid = (text: string) => {
    const n = Number(text);
    return !Number.isInteger(n) || n < 1 || n > DESIGN_LIMITS.maxSide;
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Size
      </label>
      <select
        id={id}
        value={custom ? 'custom' : (preset?.id ?? 'custom')}
        onChange={(e) => {
          const chosen = SIZE_PRESETS.find((p) => p.id === e.target.value);
          setCustom(!chosen);
          if (chosen) onChange({ width: chosen.width, height: chosen.height });
        }}
        className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm"
      >
        {SIZE_PRESETS.map((p) => (
          <option key={p.id} value={p.id}>
            {p.label}
          </option>
        ))}
        <option value="custom">Custom size</option>
      </select>
      {custom ? (
        <div className="flex items-end gap-2">
          {(['width', 'height'] as const).map((side) => (
            <label key={side} className="flex flex-col gap-1 text-xs text-slate-600">
              {side === 'width' ? 'Width (px)' : 'Height (px)'}
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={DESIGN_LIMITS.maxSide}
                value={draft[side]}
                aria-invalid={invalid(draft[side]) || undefined}
                onChange={(e) => setDraft({ ...draft, [side]: e.target.value })}
                onBlur={() => commit(draft)}
                onKeyDown={(e) => e.key === 'Enter' && commit(draft)}
                className="h-9 w-24 rounded-lg border border-slate-300 px-2 text-sm aria-[invalid=true]:border-red-500"
              />
            </label>
          ))}
          <span className="pb-2 text-xs text-slate-500">1–{DESIGN_LIMITS.maxSide} px</span>
        </div>
      ) : null}
    </div>
  );
}
