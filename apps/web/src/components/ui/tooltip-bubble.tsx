import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { placeTooltip, type TooltipSide } from './tooltip-placement';

export type { TooltipSide } from './tooltip-placement';

const GAP_PX = 6;

/** The floating part of a tooltip: placed beside its anchor and kept inside the viewport. */
export function TooltipBubble({
  id,
  anchor,
  side,
  maxWidth,
  children,
}: {
  id: string;
  anchor: DOMRect;
  side: TooltipSide;
  maxWidth: number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<ReturnType<typeof placeTooltip> | null>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setPlace(
      placeTooltip({
        anchor,
        size: { width: el.offsetWidth, height: el.offsetHeight },
        viewport: { width: window.innerWidth, height: window.innerHeight },
        side,
        gap: GAP_PX,
      }),
    );
  }, [anchor, side]);

  return (
    <div
      ref={ref}
      id={id}
      role="tooltip"
      data-side={place?.side ?? side}
      style={{
        maxWidth,
        left: place?.left ?? 0,
        top: place?.top ?? 0,
        visibility: place ? 'visible' : 'hidden',
      }}
      className="pointer-events-none fixed z-[60] w-max rounded-lg bg-slate-900 px-2.5 py-1.5 text-xs font-medium leading-snug text-white shadow-lg animate-fade-in"
    >
      {children}
      {place ? (
        <span
          aria-hidden="true"
          style={{ left: place.arrowLeft, top: place.arrowTop }}
          className="absolute size-2 -translate-x-1/2 -translate-y-1/2 rotate-45 bg-slate-900"
        />
      ) : null}
    </div>
  );
}
