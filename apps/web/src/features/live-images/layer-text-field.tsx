import { DESIGN_LIMITS } from '@mergepix/core';
import { useId, useRef } from 'react';
import { TokenInsertMenu } from '@/components/tokens/token-insert-menu';

const fieldClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/20';

/**
 * A layer's text. Tokens drop in from the Personalization panel (any text field takes them), or
 * come from the menu, inserted at the caret the same way: `[FIRSTNAME|there]` carries its own
 * fallback after the bar.
 */
export function LayerTextField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          Text
        </label>
        <TokenInsertMenu field={field} />
      </div>
      <textarea
        id={id}
        ref={field}
        rows={2}
        value={value}
        maxLength={DESIGN_LIMITS.maxTextLength}
        onChange={(e) => onChange(e.target.value)}
        className={fieldClass}
      />
      <p className="text-xs text-slate-500">
        Drag a token here from the Personalization panel, or type one: <code>[FIRSTNAME|there]</code> shows
        “there” when a name is missing.
      </p>
    </div>
  );
}

export { fieldClass };
