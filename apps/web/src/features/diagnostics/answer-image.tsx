import { useState } from 'react';

/**
 * An image a function answered with, and its size in pixels once loaded: a tiny or broken image
 * is a finding on a diagnostics page, so it is drawn at least 6 rem wide (crisp, not blurred)
 * and named as such rather than left as an invisible dot.
 */
export function AnswerImage({ src, alt }: { src: string; alt: string }) {
  const [size, setSize] = useState<string | null>(null);
  return (
    <figure className="flex min-w-0 flex-col items-start gap-1">
      <img
        src={src}
        alt={alt}
        onLoad={(event) =>
          setSize(`${event.currentTarget.naturalWidth} × ${event.currentTarget.naturalHeight} px`)
        }
        onError={() => setSize('The image did not load')}
        className="max-h-64 min-h-24 w-auto max-w-full min-w-24 rounded-xl border border-slate-200 bg-slate-50 object-contain [image-rendering:pixelated]"
      />
      <figcaption className="max-w-full text-xs break-all text-slate-500">
        {size ?? 'Loading the image…'}
        {src.startsWith('data:') ? ' · inline data URL' : ` · ${src.split('?')[0]}`}
      </figcaption>
    </figure>
  );
}
