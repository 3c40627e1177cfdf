import { ACTION_FIGURE_TEMPLATES, SHOWCASE_STYLES, type ShowcaseStyle } from '@mergepix/core';
import { Gamepad2, IdCard, type LucideIcon, Package, RotateCw, Smile, Zap } from 'lucide-react';
import type { ActionFiguresContent } from '@/components/tool-kit/landing/landing-content';
import { Heading, TitledSection } from '@/components/ui/heading';

/** Preview images are square PNGs of this size (apps/web/public/previews). */
const PREVIEW_SIZE_PX = 512;

const SHOWCASE_ICONS: Record<ShowcaseStyle['id'], LucideIcon> = {
  'collectible-card': IdCard,
  'boxed-toy': Package,
  turntable: RotateCw,
  'game-character': Gamepad2,
  'vinyl-toy': Smile,
  superhero: Zap,
};

/**
 * The "12+ styles" gallery: every creator template with its preview picture, name and one line,
 * then the showcase formats a finished figure can be presented in.
 */
export function TemplateGallery({ copy }: { copy: ActionFiguresContent['gallery'] }) {
  return (
    <TitledSection id="styles" className="render-when-visible bg-slate-50" header={copy}>
      {/* The first style takes a 2×2 cell, so the 13 styles fill whole rows in 2 and 4 columns. */}
      <ul className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-4">
        {ACTION_FIGURE_TEMPLATES.map((template) => (
          <li
            key={template.id}
            data-testid="style-card"
            data-style={template.id}
            className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm first:col-span-2 first:row-span-2"
          >
            <img
              src={template.preview}
              alt={`${template.name} action figure style preview`}
              width={PREVIEW_SIZE_PX}
              height={PREVIEW_SIZE_PX}
              loading="lazy"
              decoding="async"
              className="aspect-square h-auto w-full bg-slate-100 object-cover"
            />
            <div className="flex flex-1 flex-col p-3 sm:p-4">
              <Heading level={3} className="text-sm font-bold text-slate-950 sm:text-base">
                {template.name}
              </Heading>
              <p className="mt-1 hidden text-sm leading-6 text-slate-600 sm:block">{template.description}</p>
            </div>
          </li>
        ))}
      </ul>

      <Heading level={3} className="mt-16 text-center text-2xl font-bold tracking-tight text-slate-950">
        {copy.showcaseTitle}
      </Heading>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SHOWCASE_STYLES.map((style) => {
          const Icon = SHOWCASE_ICONS[style.id];
          return (
            <li
              key={style.id}
              data-testid="showcase-style"
              className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <Heading level={4} className="font-semibold text-slate-950">
                  {style.title}
                </Heading>
                <p className="mt-1 text-sm leading-6 text-slate-600">{style.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
