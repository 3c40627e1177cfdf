import { MARKETING_CLAIMS } from '@mergepix/core';
import { Contact, type LucideIcon, Mail, Send, Share2 } from 'lucide-react';
import { childLevel, Heading, type SectionProps, TitledSection } from '@/components/ui/heading';
import { cn } from '@/lib/cn';
import { INTEGRATION_CATEGORIES, INTEGRATIONS, type IntegrationCategory } from './integrations-data';

const CATEGORY_STYLE: Record<IntegrationCategory, { icon: LucideIcon; tile: string }> = {
  email: { icon: Mail, tile: 'bg-violet-100 text-violet-700' },
  crm: { icon: Contact, tile: 'bg-sky-100 text-sky-700' },
  outreach: { icon: Send, tile: 'bg-amber-100 text-amber-800' },
  social: { icon: Share2, tile: 'bg-pink-100 text-pink-700' },
};

/** The 25 platforms, grouped by channel, as text badges with generic icons (#integrations). */
export function IntegrationsSection({ headingLevel = 2 }: SectionProps) {
  const groupLevel = childLevel(headingLevel);
  return (
    <TitledSection
      id="integrations"
      className="bg-slate-50"
      header={{
        level: headingLevel,
        eyebrow: 'Integrations',
        title: `Works with the ${MARKETING_CLAIMS.integrations.value} tools you already use`,
        description:
          'Paste one personalized image link into your e-mail platform, CRM, outreach sequence or social post. Their merge tags fill in the rest.',
      }}
    >
      <div className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {INTEGRATION_CATEGORIES.map((category) => {
          const style = CATEGORY_STYLE[category.id];
          const Icon = style.icon;
          const members = INTEGRATIONS.filter((integration) => integration.category === category.id);
          return (
            <div key={category.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center gap-3">
                <span className={cn('flex size-10 items-center justify-center rounded-xl', style.tile)}>
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <Heading level={groupLevel} className="font-bold text-slate-950">
                  {category.label}
                </Heading>
                <span className="ml-auto rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                  {members.length}
                  <span className="sr-only"> platforms</span>
                </span>
              </div>
              <p className="mt-3 text-sm text-slate-600">{category.blurb}</p>
              <ul className="mt-5 flex flex-wrap gap-2">
                {members.map((integration) => (
                  <li
                    key={integration.name}
                    data-testid="integration-badge"
                    className="inline-flex items-center gap-1.5 rounded-full bg-slate-50 px-3 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-200"
                  >
                    <Icon aria-hidden="true" className="size-3.5 text-slate-500" />
                    {integration.name}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </TitledSection>
  );
}
