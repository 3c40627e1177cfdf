import type { MemeTextStyleInput, MemeTexts } from '@mergepix/core';
import { CircleAlert, ImageOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { drawMeme } from './meme-canvas';

/** Props of {@link MemePreview}. */
export interface MemePreviewProps {
  image: HTMLImageElement | null;
  texts: MemeTexts;
  style: MemeTextStyleInput;
  /** Bumped when a font finishes loading, to redraw with it. */
  fontsReady: number;
  loadError: string | null;
  /** No picture chosen: the reason Generate is off. */
  emptyReason?: string | undefined;
}

/**
 * The live preview: the picture and captions drawn on a canvas by the same renderer the server
 * uses, redrawn on every keystroke and style change.
 */
export function MemePreview({ image, texts, style, fontsReady, loadError, emptyReason }: MemePreviewProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    // fontsReady is read so a loaded font triggers a redraw.
    if (canvas.current && image && fontsReady >= 0) drawMeme(canvas.current, image, texts, style);
  }, [image, texts, style, fontsReady]);

  if (loadError || emptyReason) {
    return (
      <div
        role={loadError ? 'alert' : undefined}
        data-testid="meme-preview-message"
        className="flex min-h-48 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-slate-200 bg-slate-50 p-6 text-center text-sm text-slate-600"
      >
        {loadError ? (
          <CircleAlert aria-hidden="true" className="size-6 text-red-600" />
        ) : (
          <ImageOff aria-hidden="true" className="size-6 text-slate-400" />
        )}
        <p className={loadError ? 'font-medium text-red-700' : ''}>{loadError ?? emptyReason}</p>
      </div>
    );
  }
  const caption = [texts.topText, texts.bottomText].filter(Boolean).join(' / ');
  return (
    <div className="flex justify-center overflow-hidden rounded-2xl bg-slate-900/5 ring-1 ring-slate-200">
      <canvas
        ref={canvas}
        data-testid="meme-preview"
        role="img"
        aria-label={caption ? `Meme preview: ${caption}` : 'Meme preview without captions'}
        className={image ? 'h-auto max-h-[400px] w-auto max-w-full' : 'hidden'}
      />
      {image ? null : <div className="h-48 w-full animate-pulse bg-slate-100" />}
    </div>
  );
}
