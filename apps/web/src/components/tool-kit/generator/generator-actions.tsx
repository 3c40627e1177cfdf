import { Shuffle, Sparkles } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { PromptPreview } from './prompt-preview';
import { revealIfHidden } from './reveal-result';

/** What a generator's hook hands its buttons and prompt preview. */
export interface GeneratorActionsRun {
  busy: boolean;
  generate: () => void;
  /** Why Generate is unavailable (e.g. the prompt is too long); disables it when set. */
  tooLong?: string | undefined;
  /** Read to screen readers (e.g. what Randomize picked). */
  announcement: string;
  /** The composed prompt, shown in the preview under the buttons (with tokens filled in). */
  prompt: string;
  /** Tokens the prompt uses that have no value yet. */
  missing?: readonly string[];
  /** Why the last Generate was refused (e.g. nothing to make), shown above the buttons. */
  error?: string | null;
}

/** Props of {@link GeneratorActions}. */
export interface GeneratorActionsProps {
  run: GeneratorActionsRun;
  /** Fills the form with random choices; no button without it. */
  onRandomize?: (() => void) | undefined;
  /** Text of the random button (default "Randomize"). */
  randomizeLabel?: string;
  generateLabel: string;
  busyLabel: string;
  generateTestId: string;
  /** The result area, scrolled into view on Generate when it is off screen (phones). */
  resultRef: RefObject<HTMLElement | null>;
}

/**
 * Randomize and Generate, then the prompt preview. While busy both buttons are disabled and
 * Generate shows a spinner and the busy text.
 */
export function GeneratorActions({
  run,
  onRandomize,
  randomizeLabel = 'Randomize',
  generateLabel,
  busyLabel,
  generateTestId,
  resultRef,
}: GeneratorActionsProps) {
  const { busy, tooLong: blockedReason, announcement, prompt, missing, error } = run;
  return (
    <div className="flex flex-col gap-2">
      {error ? (
        <FormAlert className="mb-1" data-testid="validation-error">
          {error}
        </FormAlert>
      ) : null}
      <div className={onRandomize ? 'grid grid-cols-1 gap-3 sm:grid-cols-[auto_1fr]' : 'grid grid-cols-1'}>
        {onRandomize ? (
          <Button variant="outline" size="lg" data-testid="randomize" disabled={busy} onClick={onRandomize}>
            <Shuffle aria-hidden="true" className="size-4" />
            {randomizeLabel}
          </Button>
        ) : null}
        <Button
          size="lg"
          data-testid={generateTestId}
          disabled={busy || Boolean(blockedReason)}
          aria-busy={busy}
          onClick={() => {
            run.generate();
            revealIfHidden(resultRef.current);
          }}
        >
          {busy ? <Spinner className="size-5" /> : <Sparkles aria-hidden="true" className="size-5" />}
          {busy ? busyLabel : generateLabel}
        </Button>
      </div>
      {blockedReason ? <p className="text-xs font-medium text-red-700">{blockedReason}</p> : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <PromptPreview prompt={prompt} missingTokens={missing} />
    </div>
  );
}
