import { API_KEYS_MAX_ACTIVE } from '@mergepix/core';
import { CodeBlock } from '@/components/docs/code-block';
import { C, Callout, DocLink } from '@/components/docs/doc-parts';
import { PATHS } from '@/config/paths';
import { ApiDocSection } from './api-doc-section';
import type { ApiSamples } from './api-samples';

export function AuthenticationSection({ samples }: { samples: ApiSamples }) {
  return (
    <ApiDocSection id="authentication">
      <ol className="list-decimal space-y-3 pl-6 marker:font-semibold marker:text-brand-600">
        <li>
          <strong className="text-slate-900">Create a key</strong> in the API keys section of your{' '}
          <DocLink to={`${PATHS.account}#api-keys`}>account page</DocLink>. Give it a name that says where it
          is used. The key is shown once: Mergepix keeps only a fingerprint of it, so copy it then.
        </li>
        <li>
          <strong className="text-slate-900">Send it</strong> with every request, in the header{' '}
          <C>Authorization: Bearer mpx_…</C>. Requests then act as you, on your own designs only.
        </li>
        <li>
          <strong className="text-slate-900">Revoke it</strong> on the same page when a script is retired or
          the key may have leaked. It stops working at once. An account can have {API_KEYS_MAX_ACTIVE} keys.
        </li>
      </ol>
      <CodeBlock sample={samples.setup} />
      <p>
        A key works on the designs endpoints (<C>/rest/v1/designs</C>, including uploads, publishing, links
        and stats) and on batch exports (<C>/rest/v1/designs/…/batch</C>, <C>/rest/v1/jobs</C>). It never
        signs in, changes a password or profile, manages keys or calls the image functions: those need you,
        signed in, and answer a key with <C>401</C> and the code <C>api_key_not_allowed</C>. A key is the only
        way in for scripts: the web app's session lives in a cookie its pages cannot read, and is never
        accepted as a bearer token.
      </p>
      <Callout tone="warning" title="Treat a key like a password">
        <p>
          Anyone holding it can change and delete your designs. Keep it in your script's secrets or a password
          manager, never in a web page's code, a shared document or a commit.
        </p>
      </Callout>
    </ApiDocSection>
  );
}
