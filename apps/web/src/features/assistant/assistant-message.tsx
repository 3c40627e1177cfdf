import { CATALOG, type FeatureId } from '@mergepix/core';
import { FeatureIcon } from '@/components/ui/feature-icon';
import { cn } from '@/lib/cn';
import type { ChatMessage } from './assistant-store';
import { SafeMarkdown } from './safe-markdown';

/** Says the built-in guide answered, and why the AI model did not when it was asked and failed. */
export function guideNote(fallback: string | null | undefined): string {
  const failures = (fallback ?? '')
    .split('; ')
    .filter((reason) => reason && !/^no .* key configured$/.test(reason));
  return failures.length === 0
    ? 'Answered by the built-in guide (no AI model is connected).'
    : `Answered by the built-in guide: the AI model could not answer (${failures.join('; ')}).`;
}

/** One message: the question, or the reply as safe Markdown with its suggested tools as cards. */
export function Message({ message, onFeature }: { message: ChatMessage; onFeature(id: FeatureId): void }) {
  const mine = message.role === 'user';
  return (
    <div
      className={cn('flex flex-col gap-2', mine ? 'items-end' : 'items-start')}
      data-testid={`assistant-${message.role}`}
    >
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2',
          mine
            ? 'bg-brand-600 text-white'
            : message.failed
              ? 'bg-red-50 text-red-900'
              : 'bg-slate-100 text-slate-900',
        )}
        aria-busy={message.isPending || undefined}
      >
        {mine ? (
          <p className="whitespace-pre-wrap">{message.content}</p>
        ) : (
          <SafeMarkdown text={message.content || '…'} />
        )}
      </div>
      {message.provider === 'offline' && !message.isPending ? (
        <p className="text-xs text-slate-500">{guideNote(message.fallback)}</p>
      ) : null}
      {message.suggestedFeatures.length > 0 ? (
        <ul className="flex w-full flex-col gap-2" aria-label="Suggested tools">
          {message.suggestedFeatures.map((id) => {
            // The catalog row, not the studio's feature with its help prose: the assistant loads on
            // every page, the prose only in the studio.
            const feature = CATALOG.find((entry) => entry.id === id);
            if (!feature) return null;
            return (
              <li key={id}>
                <button
                  type="button"
                  onClick={() => onFeature(id)}
                  data-testid={`assistant-feature-${id}`}
                  className="flex w-full items-start gap-3 rounded-xl bg-white p-3 text-left ring-1 ring-slate-200 hover:ring-brand-500"
                >
                  <FeatureIcon name={feature.icon} className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  <span>
                    <span className="block font-semibold text-slate-900">{feature.title}</span>
                    <span className="block text-xs text-slate-600">{feature.description}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
