import { MARKETING_CLAIMS } from '@mergepix/core';
import { childLevel, Heading, type SectionProps, TitledSection } from '@/components/ui/heading';
import { cn } from '@/lib/cn';
import { FEATURE_CARDS, type FeatureTone } from './features-data';

// Tinted card, stronger icon tile, and a value colour that keeps ≥ 4.5:1 on the tint.
const TONES: Record<FeatureTone, { card: string; icon: string; value: string }> = {
  violet: { card: 'bg-violet-50 ring-violet-100', icon: 'bg-violet-600', value: 'text-violet-800' },
  pink: { card: 'bg-pink-50 ring-pink-100', icon: 'bg-pink-600', value: 'text-pink-800' },
  rose: { card: 'bg-rose-50 ring-rose-100', icon: 'bg-rose-600', value: 'text-rose-800' },
  amber: { card: 'bg-amber-50 ring-amber-100', icon: 'bg-amber-600', value: 'text-amber-800' },
  emerald: { card: 'bg-emerald-50 ring-emerald-100', icon: 'bg-emerald-600', value: 'text-emerald-800' },
  sky: { card: 'bg-sky-50 ring-sky-100', icon: 'bg-sky-600', value: 'text-sky-800' },
  indigo: { card: 'bg-indigo-50 ring-indigo-100', icon: 'bg-indigo-600', value: 'text-indigo-800' },
  teal: { card: 'bg-teal-50 ring-teal-100', icon: 'bg-teal-600', value: 'text-teal-800' },
};

/** Why personalize: the claims as a grid of tinted cards (#features; alone on /benefits). */
export function FeaturesSection({ headingLevel = 2 }: SectionProps) {
  const cardLevel = childLevel(headingLevel);
  return (
    <TitledSection
      id="features"
      className="bg-slate-50"
      header={{
        level: headingLevel,
        eyebrow: 'Benefits',
        title: (
          <>
            Personal images earn{' '}
            <span className="text-brand-700">{MARKETING_CLAIMS.personalizationLift.value} more clicks</span>
          </>
        ),
        description:
          'Everything you need to make every customer feel seen — with the numbers to show for it.',
      }}
    >
      <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {FEATURE_CARDS.map((card) => {
          const tone = TONES[card.tone];
          const Icon = card.icon;
          return (
            <li
              key={card.id}
              data-testid="feature-card"
              className={cn(
                'flex gap-4 rounded-2xl p-5 ring-1 transition-transform duration-200 hover:-translate-y-0.5 sm:block sm:p-6',
                tone.card,
              )}
            >
              <span
                className={cn(
                  'flex size-11 shrink-0 items-center justify-center rounded-xl text-white shadow-sm',
                  tone.icon,
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <Heading level={cardLevel} className="sm:mt-5">
                  <span
                    className={cn('block text-2xl font-extrabold tracking-tight sm:text-3xl', tone.value)}
                  >
                    {card.value}
                  </span>{' '}
                  <span className="mt-1 block text-base font-bold text-slate-900">{card.title}</span>
                </Heading>
                <p className="mt-2 text-sm leading-6 text-slate-700">{card.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
