import { Bot, Braces, type LucideIcon, Send, Shapes } from 'lucide-react';
import { childLevel, Heading, type SectionProps, TitledSection } from '@/components/ui/heading';
import { STEPS } from './how-it-works-data';
import { TokenText } from './token-text';

const STEP_ICONS: Record<string, LucideIcon> = {
  'pick-a-tool': Shapes,
  'add-tokens': Braces,
  generate: Bot,
  send: Send,
};

/** The four steps from picking a tool to a personalized image per recipient (#how-it-works). */
export function HowItWorksSection({ headingLevel = 2 }: SectionProps) {
  const itemLevel = childLevel(headingLevel);
  return (
    <TitledSection
      id="how-it-works"
      className="bg-white"
      header={{
        level: headingLevel,
        eyebrow: 'How it works',
        title: 'From one token to thousands of personal images',
        description:
          'Design once, personalize for everyone. Four steps, no design skills, no per-customer work.',
      }}
    >
      <div className="relative mt-14">
        {/* The dashed line joining the steps reads as a path on wide screens only. */}
        <div
          aria-hidden="true"
          className="absolute top-13 right-[12%] left-[12%] hidden border-t-2 border-dashed border-brand-200 lg:block"
        />
        <ol className="relative grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, i) => {
            const Icon = STEP_ICONS[step.id] ?? Shapes;
            return (
              <li
                key={step.id}
                data-testid="how-it-works-step"
                className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
              >
                <div className="flex items-center gap-3">
                  <span className="relative flex size-14 items-center justify-center rounded-2xl bg-linear-to-br from-brand-600 to-accent-600 text-white shadow-lg shadow-brand-600/25">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span className="text-sm font-semibold text-brand-700">Step {i + 1}</span>
                </div>
                <Heading level={itemLevel} className="mt-5 text-lg font-bold text-slate-950">
                  {step.title}
                </Heading>
                <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{step.description}</p>
                <p className="mt-5 rounded-xl bg-slate-50 px-3 py-2.5 text-sm font-medium text-slate-800 ring-1 ring-slate-200">
                  <span className="sr-only">Example: </span>
                  <TokenText text={step.example} />
                </p>
              </li>
            );
          })}
        </ol>
      </div>
    </TitledSection>
  );
}
