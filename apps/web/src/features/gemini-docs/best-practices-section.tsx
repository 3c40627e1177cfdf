import { REFERENCE_IMAGE_MAX_BYTES } from '@mergepix/core';
import type { ReactNode } from 'react';
import { C, DocLink, DocSubheading } from '@/components/docs/doc-parts';
import { PATHS } from '@/config/paths';
import { DocSection } from './doc-parts';

const REFERENCE_MB = REFERENCE_IMAGE_MAX_BYTES / (1024 * 1024);

const PROMPT_TIPS: readonly { id: string; tip: ReactNode }[] = [
  {
    id: 'describe',
    tip: 'Name the subject, the style, the setting and the light: "a watercolor poster of a seaside café at golden hour" beats "a nice café".',
  },
  {
    id: 'text',
    tip: 'Keep words you want drawn short and put them in quotes. Image models misspell long text; for exact captions use the meme generator, which draws text itself.',
  },
  {
    id: 'shape',
    tip: (
      <>
        Choose the shape with <C>aspectRatio</C> rather than describing it in the prompt.
      </>
    ),
  },
  { id: 'iterate', tip: 'Change one thing at a time between tries, so you know what made the difference.' },
  {
    id: 'avoid',
    tip: 'Leave out real people, brand logos and famous characters: providers refuse them, and you would get the fallback instead.',
  },
];

/** Anonymous and signed-in budgets per 10 minutes (ADR 004). */
const ANONYMOUS_CALLS = 30;
const SIGNED_IN_CALLS = 300;

export function BestPracticesSection() {
  return (
    <DocSection id="best-practices">
      <DocSubheading>Write prompts that draw well</DocSubheading>
      <ul className="list-disc space-y-2 pl-6 marker:text-brand-500">
        {PROMPT_TIPS.map(({ id, tip }) => (
          <li key={id}>{tip}</li>
        ))}
      </ul>

      <DocSubheading>Personalize with tokens</DocSubheading>
      <p>
        Tokens such as <C>[FIRSTNAME]</C>, <C>[LASTNAME]</C> and <C>[COMPANY]</C> are filled in with each
        customer's values <em>before</em> the prompt is sent, so Gemini only ever sees finished text such as
        "Welcome back, Dana!". Tokens are case-insensitive. Set sample values on the{' '}
        <DocLink to={PATHS.tokens}>Personalization Tokens</DocLink> page to preview, and give every token you
        use a value, so no one receives a prompt with a gap in it.
      </p>

      <DocSubheading>Reference images</DocSubheading>
      <p>
        Tools that start from a picture accept PNG, JPEG or WebP files up to {REFERENCE_MB} MB (and 50
        megapixels). The server checks the file's contents, not its name, and re-encodes it before any
        provider sees it. Clear, well-lit photos with one main subject give the best results.
      </p>

      <DocSubheading>Rate limits</DocSubheading>
      <p>
        Visitors who are not signed in can make {ANONYMOUS_CALLS} function calls per 10 minutes from one
        network; signed-in users get {SIGNED_IN_CALLS}.{' '}
        <strong className="text-slate-900">Sign in for more.</strong> Over the limit, calls answer <C>429</C>{' '}
        with a <C>Retry-After</C> header. Google's own quota on your key applies as well; when it runs out,
        you see <C>Gemini failed: 429 rate limited</C> as the fallback reason rather than an error.
      </p>

      <DocSubheading>Keep keys safe</DocSubheading>
      <p>
        Give each environment (development, staging, production) its own key, so you can revoke one without
        touching the others, and rotate keys whenever someone who knew them leaves.
      </p>
    </DocSection>
  );
}
