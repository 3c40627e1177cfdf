import { Sparkles, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { type Box, bubbleSpot, isFormField, KEEP_CLEAR_SELECTOR } from './bubble-placement';

/** Phones get the short pill (docs/product.md#ai-assistant). */
const PHONE_QUERY = '(max-width: 640px)';

/**
 * What the bubble must not cover now: every field, button, link and form outside the assistant,
 * and the focused element. Null on a phone while a field has focus: the bubble never shows then.
 */
function keepClear(root: Element | null, phone: boolean): Box[] | null {
  const active = document.activeElement;
  if (phone && isFormField(active)) return null;
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll(KEEP_CLEAR_SELECTOR)) {
    if (root?.contains(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) boxes.push(box);
  }
  if (active && active !== document.body && !root?.contains(active))
    boxes.push(active.getBoundingClientRect());
  return boxes;
}

/**
 * The assistant's announcement beside its button (docs/product.md#ai-assistant): a short note that
 * opens the panel when chosen and can be dismissed (×, or Escape while it has focus). It never takes
 * focus and is placed only where it covers nothing the visitor may use: while no such spot exists it
 * stays hidden and looks again on scroll, resize and focus changes. Its text is announced politely
 * through the widget's live region, which `onShown` fills while the note is visible.
 */
export function AssistantBubble({
  button,
  onOpen,
  onDismiss,
  onShown,
}: {
  button: HTMLElement | null;
  onOpen(): void;
  /** `hadFocus`: the note held the focus, which then goes back to the button. */
  onDismiss(hadFocus: boolean): void;
  /** The note's text while it is visible, null while it is hidden. */
  onShown(text: string | null): void;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  const bubble = useRef<HTMLDivElement>(null);
  const [spot, setSpot] = useState<Box | null>(null);
  const text = phone ? 'Need help?' : 'Need a hand? Ask me which tool fits your idea.';
  const shown = spot !== null;

  useEffect(() => {
    onShown(shown ? text : null);
    return () => onShown(null);
  }, [shown, text, onShown]);
  const dismiss = () => onDismiss(Boolean(bubble.current?.contains(document.activeElement)));

  useLayoutEffect(() => {
    const element = bubble.current;
    if (!element || !button) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const clear = keepClear(element.closest('[data-assistant]'), phone);
      const size = { width: element.offsetWidth, height: element.offsetHeight };
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const next = clear ? bubbleSpot(button.getBoundingClientRect(), size, viewport, clear) : null;
      setSpot((shown) =>
        shown && next && shown.left === next.left && shown.top === next.top ? shown : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    const options = { capture: true, passive: true } as const;
    window.addEventListener('scroll', schedule, options);
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, options);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
      observer.disconnect();
    };
  }, [button, phone]);

  return (
    <div>
      <div
        ref={bubble}
        data-testid="assistant-bubble"
        aria-hidden={spot ? undefined : true}
        style={spot ? { left: spot.left, top: spot.top } : { left: 0, top: 0 }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') dismiss();
        }}
        className={cn(
          'fixed z-[60] flex items-center gap-1 rounded-full bg-white py-1 pr-1 pl-3 text-sm text-slate-800 shadow-lg ring-1 ring-brand-200 animate-fade-in',
          phone ? 'whitespace-nowrap' : 'w-64 rounded-2xl py-2',
          !spot && 'invisible',
        )}
      >
        <button
          type="button"
          onClick={onOpen}
          data-testid="assistant-bubble-open"
          className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 text-left font-medium hover:text-brand-700"
        >
          <Sparkles aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          {text}
        </button>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss the assistant’s note"
          className="flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
