import { ACTION_FIGURE_TEMPLATES, type ActionFigureTemplateId, QUICK_ACCESSORIES } from '@mergepix/core';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ActionFiguresContent, LandingItem } from '@/components/tool-kit/landing/landing-content';
import { LANDING_ICONS } from '@/components/tool-kit/landing/landing-icons';
import { Heading, TitledSection } from '@/components/ui/heading';

/** Packaging styles pictured beside the packaging blurb; the gallery below names them all. */
const PACKAGING_SAMPLES: readonly ActionFigureTemplateId[] = [
  'classic-blister',
  'deluxe-boxed',
  'vintage-cardback',
];
const PACKAGING_PICTURES = ACTION_FIGURE_TEMPLATES.filter((t) => PACKAGING_SAMPLES.includes(t.id));

function DetailCard({ item, children }: { item: LandingItem; children: ReactNode }) {
  const Icon = LANDING_ICONS[item.icon];
  return (
    <div
      data-testid="detail-card"
      className="flex min-w-0 flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-linear-to-br from-brand-600 to-accent-600 text-white shadow-lg shadow-brand-600/20">
        <Icon aria-hidden="true" className="size-5.5" />
      </span>
      <Heading level={3} className="mt-5 text-xl font-bold text-slate-950">
        {item.title}
      </Heading>
      <p className="mt-2 leading-7 text-slate-600">{item.description}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** The packaging and accessories blurbs of the Action Figures page. */
export function FigureDetails({ copy }: { copy: ActionFiguresContent['details'] }) {
  return (
    <TitledSection id="details" className="render-when-visible bg-white" header={copy}>
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <DetailCard item={copy.packaging}>
          <div className="grid grid-cols-3 gap-3">
            {/* Decorative: the same pictures appear, named, in the styles gallery. */}
            {PACKAGING_PICTURES.map((template) => (
              <img
                key={template.id}
                src={template.preview}
                alt=""
                width={512}
                height={512}
                loading="lazy"
                decoding="async"
                className="aspect-square h-auto w-full rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200"
              />
            ))}
          </div>
        </DetailCard>
        <DetailCard item={copy.accessories}>
          <ul aria-label="Quick accessories" className="flex flex-wrap gap-2">
            {QUICK_ACCESSORIES.map((accessory) => (
              <li
                key={accessory}
                className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-brand-100"
              >
                <Check aria-hidden="true" className="size-3.5" />
                {accessory}
              </li>
            ))}
          </ul>
        </DetailCard>
      </div>
    </TitledSection>
  );
}
