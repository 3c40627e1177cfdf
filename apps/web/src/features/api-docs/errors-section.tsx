import { API_KEYS_MAX_ACTIVE, DESIGN_LIMITS, JSON_MAX_DEPTH } from '@mergepix/core';
import { CodeBlock } from '@/components/docs/code-block';
import { C } from '@/components/docs/doc-parts';
import { DocTable } from '@/components/docs/doc-table';
import { ApiDocSection } from './api-doc-section';
import type { ApiSamples } from './api-samples';

const ERROR_ROWS = [
  ['400', <C key="c">invalid_request</C>, 'A field is missing or wrong; the message names it.'],
  [
    '400',
    <C key="c">invalid_json</C>,
    `The body is not JSON, or nests arrays and objects more than ${JSON_MAX_DEPTH} levels deep.`,
  ],
  [
    '401',
    <C key="c">invalid_api_key</C>,
    'The key was revoked, or is not a key (mistyped, cut short). The message says which.',
  ],
  ['401', <C key="c">api_key_not_allowed</C>, 'Keys do not work on this endpoint: it needs you, signed in.'],
  [
    '403',
    <C key="c">cross_site_request</C>,
    'A change (POST, PUT, PATCH, DELETE) came with an Origin or Referer of another site. Scripts send neither, or use a key.',
  ],
  ['403', <C key="c">too_many_designs</C>, 'The account holds the most designs it may keep.'],
  [
    '403',
    <C key="c">upload_quota_exceeded</C>,
    'Your uploaded pictures fill your upload space; the message says how much is used.',
  ],
  ['404', <C key="c">not_found</C>, 'No such design or job, or it belongs to another account.'],
  ['413', <C key="c">payload_too_large</C>, 'The body is too large; the message says the limit.'],
  ['429', <C key="c">too_many_uploads</C>, 'Too many uploads today; Retry-After says how long to wait.'],
] as const;

export function ErrorsSection({ samples }: { samples: ApiSamples }) {
  return (
    <ApiDocSection id="errors">
      <p>
        Every error is JSON with a message meant for people (<C>error</C>) and a stable <C>code</C> for your
        script, plus a <C>requestId</C> to quote if you ask for help.
      </p>
      <DocTable caption="Errors" head={['Status', 'Code', 'Meaning']} rows={ERROR_ROWS} />
      <CodeBlock sample={samples.revoked} />
      <p>
        Limits: {API_KEYS_MAX_ACTIVE} API keys per account, {DESIGN_LIMITS.maxLayers} text layers a design and
        images up to {DESIGN_LIMITS.maxSide}×{DESIGN_LIMITS.maxSide} px.
      </p>
    </ApiDocSection>
  );
}
