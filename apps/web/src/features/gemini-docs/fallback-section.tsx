import { ArrowDown, ArrowRight } from 'lucide-react';
import { Fragment } from 'react';
import { C, DocSubheading } from '@/components/docs/doc-parts';
import { DocTable } from '@/components/docs/doc-table';
import { DocSection } from './doc-parts';

const STEPS = [
  { title: 'The provider you asked for', text: 'Gemini, when the request says "provider": "gemini".' },
  {
    title: 'Any other configured provider',
    text: 'OpenAI, if OPENAI_API_KEY is set. Unset providers are skipped.',
  },
  { title: 'The offline engine', text: 'Always there, never AI: a personalized image composed locally.' },
] as const;

/** Reasons exactly as the server words them (apps/server/src/providers/resilience.ts). */
const REASON_ROWS = [
  [
    <C key="r">no Gemini key configured</C>,
    <>
      <C>GEMINI_API_KEY</C> is unset, or not longer than 20 characters.
    </>,
  ],
  [
    <C key="r">Gemini failed: 401 key rejected</C>,
    'Google refused the key: it is mistyped, revoked or for another project.',
  ],
  [
    <C key="r">Gemini failed: 403 access denied</C>,
    'The key works but may not use this model, for example in your region.',
  ],
  [
    <C key="r">Gemini failed: 429 rate limited</C>,
    'Your Google quota ran out, even after one retry. Wait, or raise the quota.',
  ],
  [<C key="r">Gemini timed out after 90 s</C>, 'No image within the 90-second budget, retry included.'],
  [
    <C key="r">Gemini failed: could not connect</C>,
    <>
      The network or <C>GEMINI_BASE_URL</C> is wrong or unreachable.
    </>,
  ],
  [
    <C key="r">Gemini skipped: failing repeatedly</C>,
    'Five failures in a row: Gemini is left alone for 60 seconds, then tried again.',
  ],
] as const;

export function FallbackSection() {
  return (
    <DocSection id="fallback">
      <p>Every image request walks the same chain on the server and stops at the first step that draws:</p>
      <ol className="flex flex-col items-stretch gap-2 lg:flex-row" data-testid="fallback-chain">
        {STEPS.map((step, index) => (
          <Fragment key={step.title}>
            {index > 0 ? (
              <li aria-hidden="true" className="flex justify-center self-center text-brand-400">
                <ArrowDown className="size-5 lg:hidden" />
                <ArrowRight className="hidden size-5 lg:block" />
              </li>
            ) : null}
            <li className="flex-1 rounded-2xl border border-brand-200 bg-brand-50/60 p-4">
              <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">Step {index + 1}</p>
              <p className="mt-1 font-semibold text-slate-900">{step.title}</p>
              <p className="mt-1 text-sm leading-6 text-slate-600">{step.text}</p>
            </li>
          </Fragment>
        ))}
      </ol>
      <p>
        Each provider gets up to 90 seconds and one retry on rate limits, server errors and dropped
        connections. If you cancel a request (close the tab, say), the chain stops there and nothing falls
        back.
      </p>

      <DocSubheading>Reading fallback.reason</DocSubheading>
      <p>
        When the image came from a later step, the answer carries <C>fallback</C>: <C>from</C> is the provider
        you asked for, <C>reason</C> says what went wrong in plain words. When several steps failed, their
        reasons are joined with a semicolon, for example{' '}
        <C>Gemini failed: 429 rate limited; OpenAI timed out after 90 s</C>. No <C>fallback</C> field means
        you got exactly what you asked for.
      </p>
      <DocTable
        caption="Fallback reasons and what they mean"
        head={['Reason', 'What happened']}
        rows={REASON_ROWS}
      />
    </DocSection>
  );
}
