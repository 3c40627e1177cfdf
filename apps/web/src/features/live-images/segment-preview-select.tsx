import type { Segments } from '@mergepix/core';
import { useId } from 'react';

/** "Preview segment": which segment's picture the stage shows under the layers. */
export function SegmentPreviewSelect({
  segments,
  value,
  onChange,
}: {
  segments: Segments | undefined;
  value: number;
  onChange: (index: number) => void;
}) {
  const id = useId();
  if (!segments || segments.items.length === 0) return null;
  return (
    <div className="mb-3 flex flex-wrap items-center justify-end gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Preview segment
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-9 min-w-0 max-w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
      >
        <option value={-1}>Default picture (other values)</option>
        {segments.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a segment is picked by its position
          <option key={i} value={i}>
            {item.value}
          </option>
        ))}
      </select>
    </div>
  );
}
