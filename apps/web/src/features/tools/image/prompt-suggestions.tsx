import { Lightbulb } from 'lucide-react';
import { chipClass } from '@/components/tool-kit/generator/chip-group';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { SuggestionsState } from './use-prompt-suggestions';

/** Props of {@link PromptSuggestions}. */
export interface PromptSuggestionsProps {
  state: SuggestionsState;
  onSuggest: () => void;
  onApply: (suggestion: string) => void;
  disabled?: boolean;
}

/** "Suggest prompts", then the suggestions as chips; pressing one puts it in the prompt field. */
export function PromptSuggestions({ state, onSuggest, onApply, disabled }: PromptSuggestionsProps) {
  const loading = state.status === 'loading';
  return (
    <div className="flex flex-col gap-2" data-testid="prompt-suggestions">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-semibold text-slate-800">Prompt ideas</span>
        <Button variant="outline" size="sm" onClick={onSuggest} disabled={disabled || loading}>
          {loading ? <Spinner className="size-4" /> : <Lightbulb aria-hidden="true" className="size-4" />}
          {state.status === 'done' ? 'More ideas' : 'Suggest prompts'}
        </Button>
      </div>
      <div aria-live="polite">
        {state.status === 'idle' ? (
          <p className="text-xs text-slate-500">
            Ideas build on what you typed and the style you chose, and keep your tokens.
          </p>
        ) : null}
        {state.status === 'error' ? (
          <p className="text-xs font-medium text-red-700">{state.message}</p>
        ) : null}
        {state.status === 'done' ? (
          <ul className="flex flex-wrap gap-2">
            {state.items.map((item) => (
              <li key={item} className="min-w-0">
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onApply(item)}
                  title="Use this prompt"
                  className={chipClass(false, 'h-auto rounded-xl text-xs leading-5')}
                >
                  {item}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
