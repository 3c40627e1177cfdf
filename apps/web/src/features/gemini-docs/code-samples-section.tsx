import { ASPECT_RATIOS, PROMPT_MAX_LENGTH } from '@mergepix/core';
import { CodeBlock } from '@/components/docs/code-block';
import { C, DocSubheading } from '@/components/docs/doc-parts';
import { DocTable } from '@/components/docs/doc-table';
import { CURL_REQUEST, FALLBACK_RESPONSE, GEMINI_RESPONSE, TS_FETCH } from './code-samples';
import { DocSection } from './doc-parts';

const FIELD_ROWS = [
  [
    <C key="f">imageUrl</C>,
    'Where the stored image lives, on the same origin. Public by unguessable URL, so it works in e-mail.',
  ],
  [
    <C key="f">provider</C>,
    <>
      Who made it: <C>gemini</C>, <C>openai</C> or <C>local</C> (the offline engine).
    </>,
  ],
  [
    <C key="f">model</C>,
    <>
      The exact model, or <C>mergepix-offline</C> for the offline engine.
    </>,
  ],
  [
    <C key="f">fallback</C>,
    <>
      Only when the image came from somewhere other than you asked: <C>from</C> (the provider asked for) and{' '}
      <C>reason</C>.
    </>,
  ],
] as const;

const ERROR_ROWS = [
  [
    '400',
    <C key="c">invalid_request</C>,
    'A field is missing or wrong, such as an unknown provider or an empty prompt.',
  ],
  [
    '413',
    <C key="c">payload_too_large</C>,
    'The body is over 1 MiB (15 MB for functions that take a reference image).',
  ],
  [
    '415',
    <C key="c">unsupported_media_type</C>,
    <>
      The body was not sent with <C>Content-Type: application/json</C>.
    </>,
  ],
  [
    '429',
    <C key="c">rate_limited</C>,
    <>
      Too many calls; the <C>Retry-After</C> header says how many seconds to wait.
    </>,
  ],
] as const;

export function CodeSamplesSection() {
  return (
    <DocSection id="code-samples">
      <p>
        Image functions live under <C>/functions/v1/</C> on the same origin as the app. Send a JSON body with
        a <C>provider</C>, a <C>prompt</C> (up to {PROMPT_MAX_LENGTH.toLocaleString('en-US')} characters) and
        optionally an <C>aspectRatio</C>:{' '}
        {ASPECT_RATIOS.map((ratio, i) => (
          <span key={ratio}>
            {i > 0 ? ', ' : ''}
            <C>{ratio}</C>
          </span>
        ))}{' '}
        (1:1 when left out).
      </p>

      <DocSubheading>Call it from the command line</DocSubheading>
      <CodeBlock sample={CURL_REQUEST} />
      <CodeBlock sample={GEMINI_RESPONSE} />
      <CodeBlock sample={FALLBACK_RESPONSE} />
      <DocTable caption="Fields of every image answer" head={['Field', 'Meaning']} rows={FIELD_ROWS} />

      <DocSubheading>Call it from TypeScript</DocSubheading>
      <CodeBlock sample={TS_FETCH} />

      <DocSubheading>When a call fails</DocSubheading>
      <p>
        A provider outage is never an error: the server falls back instead. Errors mean the request itself
        needs fixing, or you are over your limit. Every error body reads <C>{'{ error, code }'}</C>, where{' '}
        <C>error</C> is a sentence you can show to people.
      </p>
      <DocTable
        caption="Errors an image function can answer"
        head={['Status', 'Code', 'What to do']}
        rows={ERROR_ROWS}
      />
    </DocSection>
  );
}
