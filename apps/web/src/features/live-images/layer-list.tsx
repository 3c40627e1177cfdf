import { DESIGN_LIMITS } from '@mergepix/core';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { addLayer, removeLayer, reorderLayer } from '@/components/tool-kit/designs/design-doc';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { DesignEditor } from './use-design-editor';

const iconButton =
  'flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-40 disabled:hover:bg-transparent';

/** The layers, front first: select one, move it forward or back, delete it, or add another. */
export function LayerList({ editor }: { editor: DesignEditor }) {
  const { design, selected, select, change } = editor;
  const full = design.layers.length >= DESIGN_LIMITS.maxLayers;
  // Shown front first, like a design tool; the design keeps them back to front.
  const order = design.layers.map((_, i) => i).reverse();
  return (
    <section aria-labelledby="layers-heading" className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h3 id="layers-heading" className="text-sm font-semibold text-slate-900">
          Layers
        </h3>
        <Button
          size="sm"
          variant="outline"
          disabled={full}
          title={full ? `At most ${DESIGN_LIMITS.maxLayers} text layers` : undefined}
          onClick={() => {
            change(addLayer(design, 'Your text'));
            select(design.layers.length);
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add text
        </Button>
      </div>
      {design.layers.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-500">
          No text yet. Add a text layer to start.
        </p>
      ) : (
        <ol className="flex flex-col gap-1">
          {order.map((index) => {
            const layer = design.layers[index];
            if (!layer) return null;
            return (
              <li
                key={index}
                className={cn(
                  'flex items-center gap-1 rounded-lg border px-1.5 py-1',
                  index === selected ? 'border-brand-300 bg-brand-50' : 'border-slate-200',
                )}
              >
                <button
                  type="button"
                  aria-pressed={index === selected}
                  onClick={() => select(index)}
                  className="min-w-0 flex-1 truncate px-1.5 py-1 text-left text-sm text-slate-800"
                >
                  {layer.text}
                </button>
                {(
                  [
                    [1, `Bring “${layer.text}” forward`, ArrowUp, index === design.layers.length - 1],
                    [-1, `Send “${layer.text}” back`, ArrowDown, index === 0],
                  ] as const
                ).map(([step, label, Icon, last]) => (
                  <button
                    key={step}
                    type="button"
                    className={iconButton}
                    aria-label={label}
                    disabled={last}
                    onClick={() => {
                      const moved = reorderLayer(design, index, step);
                      change(moved.design);
                      select(moved.index);
                    }}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                  </button>
                ))}
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Delete “${layer.text}”`}
                  onClick={() => {
                    change(removeLayer(design, index));
                    select(null);
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
