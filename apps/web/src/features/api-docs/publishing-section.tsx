import { C } from '@/components/docs/doc-parts';
import { ApiDocSection } from './api-doc-section';
import type { ApiSamples } from './api-samples';
import { Endpoint } from './endpoint';

export function PublishingSection({ samples }: { samples: ApiSamples }) {
  return (
    <ApiDocSection id="publishing">
      <Endpoint method="POST" path="/rest/v1/designs/{id}/publish" sample={samples.publish}>
        <p>
          Freezes the design as it is now behind its public URL: <C>{'{ publicId, version, url }'}</C>.
          Publishing again keeps the URL and serves the new version, and <C>POST …/unpublish</C> takes it
          offline. The live image examples below use the <C>publicId</C> (<C>export PUBLIC_ID=…</C>).
        </p>
      </Endpoint>
      <Endpoint method="GET" path="/rest/v1/designs/{id}/links" sample={samples.links}>
        <p>
          The URL with each e-mail platform's merge tags (Mailchimp, HubSpot, Klaviyo and more) and a ready{' '}
          <C>{'<img>'}</C> tag to paste into a template.
        </p>
      </Endpoint>
      <Endpoint method="GET" path="/rest/v1/designs/{id}/stats" sample={samples.stats}>
        <p>
          Opens per day (<C>requests</C>, <C>proxied</C> by mailbox image proxies, <C>direct</C>,{' '}
          <C>unique</C> recipients) and their <C>totals</C>.
        </p>
      </Endpoint>
    </ApiDocSection>
  );
}
