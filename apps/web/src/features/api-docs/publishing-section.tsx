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
      <Endpoint method="POST" path="/rest/v1/designs/{id}/recipient-links" sample={samples.recipientLinks}>
        <p>
          One image URL per recipient (<C>{'{"recipients": [{"firstname": "Ada"}]}'}</C>, up to 1,000 a call):
          the values each image will show, the refused ones with why, and — for a design that takes signed
          links only — the <C>mpx_sig</C> signature without which its values are not drawn.
        </p>
      </Endpoint>
      <Endpoint method="PUT" path="/rest/v1/designs/{id}/audience" sample={samples.audience}>
        <p>
          The design's audience list, for <C>safety.known</C>: a CSV (the batch export's limits; columns read
          by their headers unless <C>columns</C> maps them; <C>append</C> adds to the list). Only keyed hashes
          of its values are kept. <C>GET</C> tells how many values of each token it holds; <C>DELETE</C>{' '}
          empties it.
        </p>
      </Endpoint>
      <Endpoint method="GET" path="/rest/v1/designs/{id}/stats" sample={samples.stats}>
        <p>
          Opens per day and their <C>totals</C>: every counted <C>requests</C>, of them the readers'{' '}
          <C>direct</C> opens, those <C>proxied</C> by mailbox image proxies, those with a value the brand
          safety filter refused (<C>filtered</C>) and those of a suspected <C>flood</C>; and <C>unique</C>{' '}
          recipients. The owner's previews (<C>mpx_preview</C>) are never counted.
        </p>
      </Endpoint>
    </ApiDocSection>
  );
}
