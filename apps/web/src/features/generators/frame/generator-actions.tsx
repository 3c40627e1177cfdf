import { Shuffle, Sparkles } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PromptPreview } from './prompt-preview';
import { revealIfHidden } from './reveal-result';

/** Props of {@link GeneratorActions}. */
export interface GeneratorActionsProps {
  busy: boolean;
  /** Fills the form with random choices; no button without it. */
  onRandomize?: () => void;
  /** Text of the random button (default "Randomize"). */
  randomizeLabel?: string;
  onGenerate: () => void;
  generateLabel: string;
  busyLabel: string;
  generateTestId: string;
  /** Why Generate is unavailable (e.g. the prompt is too long); disables it when set. */
  blockedReason?: string | undefined;
  /** The result area, scrolled into view on Generate when it is off screen (phones). */
  resultRef: RefObject<HTMLElement | null>;
  /** Read to screen readers (e.g. what Randomize picked). */
  announcement: string;
  /** The composed prompt, shown in the preview under the buttons (with tokens filled in). */
  prompt: string;
  /** Tokens the prompt uses that have no value yet. */
  missingTokens?: readonly string[];
  /** Why the last Generate did nothing (e.g. nothing to build a prompt from), said as an alert. */
  error?: string | null | undefined;
}

/**
 * Randomize and Generate, then the prompt preview. While busy both buttons are disabled and
 * Generate shows a spinner and the busy text.
 */
export function GeneratorActions({
  busy,
  onRandomize,
  randomizeLabel = 'Randomize',
  onGenerate,
  generateLabel,
  busyLabel,
  generateTestId,
  blockedReason,
  resultRef,
  announcement,
  prompt,
  missingTokens,
  error,
}: GeneratorActionsProps) {
  return (
    <div className="flex flex-col gap-2">
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
            onGenerate();
            revealIfHidden(resultRef.current);
          }}
        >
          {busy ? <Spinner className="size-5" /> : <Sparkles aria-hidden="true" className="size-5" />}
          {busy ? busyLabel : generateLabel}
        </Button>
      </div>
      {blockedReason ? <p className="text-xs font-medium text-red-700">{blockedReason}</p> : null}
      {error ? (
        <p
          role="alert"
          data-testid="generator-input-error"
          className="rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800"
        >
          {error}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <PromptPreview prompt={prompt} missingTokens={missingTokens} />
    </div>
  );
}
