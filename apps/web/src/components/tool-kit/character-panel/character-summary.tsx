import type { CharacterChoices, CharacterTemplate } from '@mergepix/core';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from '@/components/ui/heading';
import type { CharacterSetConfig } from './character-sets-config';

/** Props of {@link CharacterSummary}. */
export interface CharacterSummaryProps {
  config: CharacterSetConfig;
  character: CharacterTemplate;
  choices: CharacterChoices;
  level: HeadingLevel;
}

function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] gap-3 py-2.5 sm:grid-cols-[8rem_1fr]">
      <dt className="text-sm font-medium text-slate-500">{term}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

const listOrNone = (items: readonly string[]) =>
  items.length ? items.join(', ') : <span className="text-slate-500">None</span>;

/** Below the result: the selected character, the figure's details and an info blurb. */
export function CharacterSummary({ config, character, choices, level }: CharacterSummaryProps) {
  return (
    <div className="flex flex-col gap-5">
      <div>
        <Heading level={level} className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {config.selectedHeading}
        </Heading>
        <p data-testid="selected-character" className="mt-1 text-lg font-bold text-slate-950">
          {character.title}
        </p>
        <p className="mt-1 text-sm leading-6 text-slate-600">{character.basePrompt}</p>
      </div>
      <div>
        <Heading level={level} className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {config.detailsHeading}
        </Heading>
        <dl className="mt-1 divide-y divide-slate-100">
          <DetailRow term="Pose">
            <span className="capitalize">{choices.pose || '—'}</span>
          </DetailRow>
          <DetailRow term="Accessories">{listOrNone(choices.accessories)}</DetailRow>
          <DetailRow term="Removed">{listOrNone(choices.removals)}</DetailRow>
          <DetailRow term="Packaging">{character.packaging}</DetailRow>
        </dl>
      </div>
      <p className="flex gap-2.5 rounded-xl bg-brand-50 px-3.5 py-3 text-sm leading-6 text-brand-900">
        <Info aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
        <span>{config.info}</span>
      </p>
    </div>
  );
}
