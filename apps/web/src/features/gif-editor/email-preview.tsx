import {
  GIF_DEFAULT_EMAIL_TEMPLATE,
  GIF_EMAIL_PREVIEW_WIDTH_PX,
  GIF_EMAIL_TEMPLATE_CHOICES,
  type GifEmailTemplate,
  gifEmailCopy,
  type TokenValues,
} from '@mergepix/core';
import { useState } from 'react';
import { cn } from '@/lib/cn';

// The generated GIF inside an e-mail, 600 px wide as most e-mail bodies are, in one of three
// templates with sample copy, a placeholder footer and an unsubscribe link.

export function EmailPreview({ gifUrl, values }: { gifUrl: string; values: TokenValues }) {
  const [template, setTemplate] = useState<GifEmailTemplate>(GIF_DEFAULT_EMAIL_TEMPLATE);
  const copy = gifEmailCopy(template, values);
  const left = template === 'left';
  return (
    <div className="flex flex-col gap-3" data-testid="gif-email-preview">
      <div role="tablist" aria-label="E-mail template" className="flex flex-wrap gap-2">
        {GIF_EMAIL_TEMPLATE_CHOICES.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={template === t.id}
            onClick={() => setTemplate(t.id)}
            className={cn(
              'rounded-full px-3 py-1 text-sm font-medium',
              template === t.id ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div className="overflow-x-auto rounded-lg bg-slate-100 p-3">
        <div
          data-testid="gif-email-body"
          className="mx-auto bg-white font-sans text-slate-800 shadow"
          style={{ width: GIF_EMAIL_PREVIEW_WIDTH_PX, maxWidth: '100%' }}
        >
          {template === 'announcement' ? (
            <div className="bg-brand-700 px-6 py-3 text-center text-xs font-bold tracking-widest text-white uppercase">
              Announcement
            </div>
          ) : null}
          <div
            className={cn(
              'flex flex-col gap-4 p-6',
              left ? 'items-start text-left' : 'items-center text-center',
            )}
          >
            <h4 className="text-xl font-bold text-slate-900">{copy.heading}</h4>
            <img src={gifUrl} alt="Your animated GIF in the e-mail" className="h-auto max-w-full" />
            <p className="text-sm leading-relaxed">{copy.body}</p>
            <span className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white">
              {copy.button}
            </span>
          </div>
          <div className="border-t border-slate-200 px-6 py-4 text-center text-[11px] text-slate-500">
            <p>{copy.footer}</p>
            <span className="underline">Unsubscribe</span>
          </div>
        </div>
      </div>
    </div>
  );
}
