import { DragOverlay, useDndContext } from '@dnd-kit/core';
import {
  getToken,
  IMPLEMENTED_TOKEN_KEYS,
  isTokenKey,
  LINK_COPY_FEEDBACK_MS,
  TOKEN_COPY_FEEDBACK_MS,
  type TokenKey,
  tokenText,
} from '@mergepix/core';
import { Check, Copy, Link2, Maximize2, Minimize2, Move, Pin, PinOff, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { SampleValue } from '@/components/tokens/sample-value';
import { PATHS } from '@/config/paths';
import { cn } from '@/lib/cn';
import { NO_TOKEN_DROP_ATTR } from '@/lib/tokens/text-fields';
import { useTokenValues } from '@/lib/tokens/use-token-values';
import { useCopyFeedback } from '@/lib/use-copy-feedback';
import { panelWidth } from './panel-geometry';
import { hintDeadline } from './panel-hint';
import { usePanelStore } from './panel-store';
import { DraggableTokenChip, TokenChipPreview } from './token-chip';
import { usePanelDrag } from './use-panel-drag';

// The hint's deadline outlives a remount: moving the panel into an opened dialog is not opening it.
const hint: { until: number | null; lastUnmount: number | null } = { until: null, lastUnmount: null };

/** Props of {@link TokenPanel}. */
export interface TokenPanelProps {
  /** Where the panel is drawn: an open dialog's content (so it stays usable above it) or the page. */
  container?: Element | null;
  /** Shows a close button when given. */
  onClose?: () => void;
}

const iconButton =
  'flex size-7 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 cursor-pointer';

/**
 * The floating "Personalization" panel: the tokens to drag into any text field, their current
 * values, copy buttons. Dragged by its header, pinned in place, minimized to 180 px.
 */
export function TokenPanel({ container, onClose }: TokenPanelProps) {
  const panel = useRef<HTMLElement>(null);
  const { pinned, minimized, setPinned, setMinimized } = usePanelStore();
  const { position, handleProps } = usePanelDrag(panel);
  const { values } = useTokenValues();
  const tokens = useCopyFeedback<TokenKey>(TOKEN_COPY_FEEDBACK_MS);
  const link = useCopyFeedback<'link'>(LINK_COPY_FEEDBACK_MS);
  const [hintUntil] = useState(() => {
    hint.until = hintDeadline(Date.now(), hint.until, hint.lastUnmount);
    return hint.until;
  });
  const [showHint, setShowHint] = useState(() => Date.now() < hintUntil);
  const { active } = useDndContext();
  const draggedKey = typeof active?.id === 'string' ? active.id.replace(/^token-/, '') : '';
  const dragged = isTokenKey(draggedKey) ? draggedKey : null;

  useEffect(() => {
    const timer = setTimeout(() => setShowHint(false), Math.max(0, hintUntil - Date.now()));
    return () => {
      clearTimeout(timer);
      hint.lastUnmount = Date.now();
    };
  }, [hintUntil]);

  const body = (
    <section
      ref={panel}
      aria-label="Personalization tokens"
      data-token-panel=""
      data-minimized={minimized || undefined}
      {...{ [NO_TOKEN_DROP_ATTR]: '' }}
      style={{ left: position.x, top: position.y, width: panelWidth(minimized) }}
      className="pointer-events-auto fixed z-[95] flex max-h-[calc(100dvh-16px)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-slate-900/20"
    >
      <header className="flex items-center gap-1 border-b border-slate-100 px-2 py-1.5">
        <button
          type="button"
          aria-label={pinned ? 'Panel is pinned' : 'Move panel (arrow keys)'}
          disabled={pinned}
          className={cn(
            'flex min-w-0 flex-1 items-center gap-1 rounded-lg px-1 py-1 text-left text-[13px] font-semibold text-slate-900 touch-none',
            pinned ? 'cursor-default' : 'cursor-move hover:bg-slate-50',
          )}
          {...handleProps}
        >
          <Move aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          <span className="truncate">Personalization</span>
        </button>
        <button
          type="button"
          className={iconButton}
          aria-pressed={pinned}
          aria-label={pinned ? 'Unpin panel' : 'Pin panel'}
          onClick={() => setPinned(!pinned)}
        >
          {pinned ? (
            <PinOff aria-hidden="true" className="size-4" />
          ) : (
            <Pin aria-hidden="true" className="size-4" />
          )}
        </button>
        <button
          type="button"
          className={iconButton}
          aria-expanded={!minimized}
          aria-label={minimized ? 'Expand panel' : 'Minimize panel'}
          onClick={() => setMinimized(!minimized)}
        >
          {minimized ? (
            <Maximize2 aria-hidden="true" className="size-4" />
          ) : (
            <Minimize2 aria-hidden="true" className="size-4" />
          )}
        </button>
        {onClose ? (
          <button type="button" className={iconButton} aria-label="Close panel" onClick={onClose}>
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </header>

      {showHint ? (
        <p
          role="status"
          className="mx-2 mt-2 rounded-lg bg-brand-600 px-3 py-1.5 text-center text-xs font-semibold text-white"
        >
          Drag tokens here!
          {minimized ? null : (
            <span className="block font-normal opacity-90">Drop one into any text field.</span>
          )}
        </p>
      ) : null}

      <ul className="flex flex-col gap-1 overflow-y-auto p-2">
        {IMPLEMENTED_TOKEN_KEYS.map((key) => {
          const value = values[key]?.trim();
          return (
            <li key={key} className="flex items-center gap-2 rounded-xl px-1 py-1 hover:bg-slate-50">
              <div className="min-w-0 flex-1">
                <DraggableTokenChip tokenKey={key} />
                {minimized ? null : (
                  <p className="mt-0.5 flex min-w-0 items-center gap-1.5 pl-1 text-xs text-slate-500">
                    <span data-token-value={key} className={value ? 'truncate' : 'shrink-0 italic'}>
                      {value || 'Not set'}
                    </span>
                    {value ? null : <SampleValue tokenKey={key} />}
                    <span className="sr-only"> — {getToken(key)?.displayName}</span>
                  </p>
                )}
              </div>
              <button
                type="button"
                className={iconButton}
                aria-label={tokens.copied === key ? `${tokenText(key)} copied` : `Copy ${tokenText(key)}`}
                onClick={() => void tokens.copy(key, tokenText(key))}
              >
                {tokens.copied === key ? (
                  <Check aria-hidden="true" className="size-4 text-emerald-600" />
                ) : (
                  <Copy aria-hidden="true" className="size-4" />
                )}
              </button>
            </li>
          );
        })}
      </ul>

      {minimized ? null : (
        <footer className="flex items-center justify-between gap-2 border-t border-slate-100 px-3 py-2 text-xs">
          <Link to={PATHS.tokens} className="font-semibold text-brand-700 hover:underline">
            All tokens & values
          </Link>
          <button
            type="button"
            className="inline-flex cursor-pointer items-center gap-1 rounded-md px-1.5 py-1 font-medium text-slate-600 hover:bg-slate-100"
            onClick={() => void link.copy('link', new URL(PATHS.tokens, window.location.origin).href)}
          >
            {link.copied ? (
              <Check aria-hidden="true" className="size-3.5 text-emerald-600" />
            ) : (
              <Link2 aria-hidden="true" className="size-3.5" />
            )}
            {link.copied ? 'Link copied!' : 'Copy link'}
          </button>
        </footer>
      )}
      <span aria-live="polite" className="sr-only">
        {tokens.copied ? `${tokenText(tokens.copied)} copied` : link.copied ? 'Link copied' : ''}
      </span>
    </section>
  );

  // The drag preview is a sibling, not a child: the panel clips its overflow.
  const overlay = (
    <DragOverlay dropAnimation={null} zIndex={100} style={{ pointerEvents: 'none' }}>
      {dragged ? <TokenChipPreview tokenKey={dragged} /> : null}
    </DragOverlay>
  );
  return createPortal(
    <>
      {body}
      {overlay}
    </>,
    container ?? document.body,
  );
}
