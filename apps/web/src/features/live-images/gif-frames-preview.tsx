import type { DesignRecord } from '@mergepix/core';
import { type CSSProperties, useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { usePrefersReducedMotion } from '@/lib/use-reduced-motion';

/** The CSS background of a design's base: its colour or gradient. */
export function baseBackground(base: DesignRecord['design']['base']): CSSProperties {
  if (base.kind === 'color') return { background: base.color };
  if (base.kind === 'gradient')
    return { background: `linear-gradient(${base.angle}deg, ${base.from}, ${base.to})` };
  return { background: '#e5e7eb' };
}

/**
 * A live GIF's frame pictures, shown in turn for their durations (the first one only for readers
 * who asked for less motion). The text is the server's to draw: this is the list's thumbnail.
 */
export function GifFramesPreview({ record, className }: { record: DesignRecord; className?: string }) {
  const frames = record.design.frames ?? [];
  const still = usePrefersReducedMotion();
  const [at, setAt] = useState(0);
  const duration = frames[at]?.durationMs ?? 500;
  useEffect(() => {
    if (still || frames.length < 2) return;
    const timer = setTimeout(() => setAt((i) => (i + 1) % frames.length), duration);
    return () => clearTimeout(timer);
  }, [still, frames.length, duration]);
  const url = record.frame_urls[still ? 0 : at];
  const style: CSSProperties = url
    ? { backgroundImage: `url(${url})`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : baseBackground(record.design.base);
  return (
    <span
      role="img"
      aria-label={`Animated GIF, ${frames.length} frame${frames.length === 1 ? '' : 's'}`}
      className={cn('relative block', className)}
      style={style}
      data-testid="gif-frames-preview"
    >
      <span className="absolute top-2 left-2 rounded bg-slate-950/75 px-1.5 py-0.5 text-xs font-semibold text-white">
        GIF
      </span>
    </span>
  );
}
