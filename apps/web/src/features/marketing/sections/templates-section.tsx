import { MARKETING_CLAIMS } from '@mergepix/core';
import { Clapperboard, Image, Play } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { childLevel, Heading, type SectionProps, TitledSection } from '@/components/ui/heading';
import { PATHS } from '@/config/paths';
import { cn } from '@/lib/cn';
import { FigureCarousel } from './figure-carousel';
import {
  browserStorage,
  readTemplateKind,
  TEMPLATE_KINDS,
  type TemplateKind,
  writeTemplateKind,
} from './template-kind';
import { TemplateThumb } from './template-thumb';
import { TEMPLATES } from './templates-data';
import { TokenText } from './token-text';

const KIND_COPY: Record<TemplateKind, { label: string; count: string; icon: typeof Image }> = {
  video: {
    label: 'Video',
    count: `${MARKETING_CLAIMS.videoTemplates.value} ${MARKETING_CLAIMS.videoTemplates.label}`,
    icon: Clapperboard,
  },
  image: {
    label: 'Image',
    count: `${MARKETING_CLAIMS.imageTemplates.value} ${MARKETING_CLAIMS.imageTemplates.label}`,
    icon: Image,
  },
};

/**
 * Starter templates with a remembered Video/Image switch (video by default), then the
 * action-figure carousel (#templates). The switch is a pair of toggle buttons (aria-pressed)
 * rather than tabs: it filters one grid instead of swapping unrelated panels.
 */
export function TemplatesSection({ headingLevel = 2 }: SectionProps) {
  const [kind, setKind] = useState<TemplateKind>(() => readTemplateKind(browserStorage()));
  const gridId = useId();
  const subLevel = childLevel(headingLevel);
  const cardLevel = childLevel(subLevel);

  const choose = (next: TemplateKind) => {
    setKind(next);
    writeTemplateKind(browserStorage(), next);
  };

  return (
    <TitledSection
      id="templates"
      className="bg-white"
      header={{
        level: headingLevel,
        eyebrow: 'Templates',
        title: 'Start from a template, finish in minutes',
        description:
          'Occasion-ready designs with the tokens already in place. Swap the copy, keep the magic.',
      }}
    >
      <div className="mt-10 flex flex-col items-center gap-3">
        <fieldset
          data-testid="template-toggle"
          className="inline-flex rounded-2xl bg-slate-100 p-1 ring-1 ring-slate-200"
        >
          <legend className="sr-only">Template type</legend>
          {TEMPLATE_KINDS.map((option) => {
            const Icon = KIND_COPY[option].icon;
            const active = option === kind;
            return (
              <button
                key={option}
                type="button"
                aria-pressed={active}
                aria-controls={gridId}
                onClick={() => choose(option)}
                className={cn(
                  'inline-flex h-10 cursor-pointer items-center gap-2 rounded-xl px-5 text-sm font-semibold transition-colors',
                  active ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-950',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {KIND_COPY[option].label}
              </button>
            );
          })}
        </fieldset>
        <p className="text-sm text-slate-600">{KIND_COPY[kind].count}, ready to personalize</p>
      </div>

      <div id={gridId} data-testid="template-grid" data-kind={kind} className="mt-8">
        <Heading level={subLevel} className="sr-only">
          {KIND_COPY[kind].label} templates
        </Heading>
        <ul key={kind} className="grid grid-cols-2 gap-3 animate-fade-in sm:gap-5 lg:grid-cols-3">
          {TEMPLATES[kind].map((template) => (
            <li
              key={template.id}
              data-testid="template-card"
              className="group overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
            >
              <div className="relative overflow-hidden">
                <TemplateThumb template={template} />
                {template.duration ? (
                  <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-md bg-slate-950/75 px-1.5 py-0.5 text-xs font-semibold text-white">
                    <Play aria-hidden="true" className="size-3 fill-current" />
                    <span className="sr-only">Video, length </span>
                    {template.duration}
                  </span>
                ) : null}
              </div>
              <div className="p-3 sm:p-4">
                <Heading level={cardLevel} className="text-sm font-bold text-slate-950 sm:text-base">
                  {template.title}
                </Heading>
                <p className="mt-1.5 text-xs leading-5 text-slate-600 sm:text-sm">
                  <TokenText text={template.copy} />
                </p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link
            to={PATHS.editor}
            className="rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Browse all {KIND_COPY[kind].count} in the studio
          </Link>
        </p>
      </div>

      <FigureCarousel headingLevel={subLevel} />
    </TitledSection>
  );
}
