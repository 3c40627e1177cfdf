import { fillNaturally, getToken } from '@mergepix/core';
import { setFallback, usedTokens } from '@/components/tool-kit/designs/design-doc';
import { fieldClass } from './layer-text-field';
import type { DesignEditor } from './use-design-editor';

/**
 * A fallback for each token the design uses: what a recipient without that value sees. Left
 * empty, the text still reads naturally ("Hi there!").
 */
export function TokenFallbacks({ editor }: { editor: DesignEditor }) {
  const { design, change } = editor;
  const keys = usedTokens(design);
  if (keys.length === 0) return null;
  return (
    <section aria-labelledby="fallbacks-heading" className="flex flex-col gap-2">
      <h3 id="fallbacks-heading" className="text-sm font-semibold text-slate-900">
        When a value is missing
      </h3>
      {keys.map((key) => {
        const sample = design.layers.find((l) => l.text.includes(`[${key}`))?.text ?? '';
        const natural = fillNaturally(sample, {}, {});
        return (
          <label key={key} className="flex flex-col gap-1 text-sm">
            <span className="font-medium text-slate-700">
              {getToken(key)?.displayName ?? key} <code className="text-xs text-slate-500">[{key}]</code>
            </span>
            <input
              value={design.fallbacks[key] ?? ''}
              maxLength={200}
              placeholder={`Empty: “${natural || '(left out)'}”`}
              onChange={(e) => change(setFallback(design, key, e.target.value), `fallback-${key}`)}
              className={fieldClass}
              data-no-token-drop=""
            />
          </label>
        );
      })}
    </section>
  );
}
