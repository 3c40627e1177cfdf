import {
  type ImplementedTokenKey,
  TOKEN_COPY_FEEDBACK_MS,
  type TokenDefinition,
  tokenText,
} from '@mergepix/core';
import { Check, Copy, GripVertical, Pencil } from 'lucide-react';
import { type DragEvent, useRef } from 'react';
import { SampleValue } from '@/components/tokens/sample-value';
import { cn } from '@/lib/cn';
import { useCopyFeedback } from '@/lib/use-copy-feedback';
import { TokenValueEditor } from './token-value-editor';

/** Props of {@link TokenCard}. */
export interface TokenCardProps {
  token: TokenDefinition;
  value: string | undefined;
  editing: boolean;
  onEdit: (editing: boolean) => void;
}

/**
 * One token: its key (draggable into any text field, here or in another app, with a preview of
 * the token text), Active or Coming Soon, what it means, a copy button and its current value.
 */
export function TokenCard({ token, value, editing, onEdit }: TokenCardProps) {
  const text = tokenText(token.key);
  const { copied, copy } = useCopyFeedback<'token'>(TOKEN_COPY_FEEDBACK_MS);
  const preview = useRef<HTMLSpanElement>(null);
  const shown = value?.trim();

  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData('text/plain', text);
    event.dataTransfer.effectAllowed = 'copy';
    if (preview.current) event.dataTransfer.setDragImage(preview.current, 12, 14);
  };

  return (
    <li
      id={`token-${token.key}`}
      data-token-card={token.key}
      className="scroll-mt-28 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
          <code
            draggable
            onDragStart={onDragStart}
            title="Drag into any text field"
            className="inline-flex cursor-grab items-center gap-1 rounded-lg bg-brand-50 px-2 py-1 font-mono text-sm font-semibold text-brand-800 active:cursor-grabbing"
          >
            <GripVertical aria-hidden="true" className="size-3.5 text-brand-400" />
            {text}
          </code>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-[11px] font-bold',
              token.isImplemented ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-600',
            )}
          >
            {token.isImplemented ? 'Active' : 'Coming Soon'}
          </span>
          <span className="text-sm font-semibold text-slate-900">{token.displayName}</span>
        </div>
        <button
          type="button"
          onClick={() => void copy('token', text)}
          aria-label={copied ? `${text} copied` : `Copy ${text}`}
          className="flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          {copied ? (
            <Check aria-hidden="true" className="size-4 text-emerald-600" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-600">{token.description}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-500">Current value:</span>
        <span
          data-token-value={token.key}
          className={cn(
            'min-w-0 break-words font-medium',
            shown ? 'text-slate-900' : 'italic text-slate-500',
          )}
        >
          {shown || 'Not set'}
        </span>
        {!shown && token.isImplemented ? <SampleValue tokenKey={token.key} /> : null}
        {token.isImplemented && !editing ? (
          <button
            type="button"
            onClick={() => onEdit(true)}
            className="ml-auto inline-flex cursor-pointer items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Pencil aria-hidden="true" className="size-3.5" />
            Edit Value
          </button>
        ) : null}
      </div>
      {editing && token.isImplemented ? (
        <TokenValueEditor
          tokenKey={token.key as ImplementedTokenKey}
          label={token.displayName}
          initial={shown ?? ''}
          onDone={() => onEdit(false)}
        />
      ) : null}
      {/* The drag preview: the token's text as a chip, drawn off screen. */}
      <span
        ref={preview}
        aria-hidden="true"
        className="fixed -top-20 left-0 rounded-lg bg-brand-600 px-2.5 py-1 font-mono text-sm font-semibold text-white"
      >
        {text}
      </span>
      <span aria-live="polite" className="sr-only">
        {copied ? `${text} copied` : ''}
      </span>
    </li>
  );
}
