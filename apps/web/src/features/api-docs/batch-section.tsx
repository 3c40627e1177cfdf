import { BATCH_LIMITS, CSV_LIMITS } from '@mergepix/core';
import { C } from '@/components/docs/doc-parts';
import { ApiDocSection } from './api-doc-section';
import type { ApiSamples } from './api-samples';
import { Endpoint } from './endpoint';

const MAX_MB = CSV_LIMITS.maxBytes / (1024 * 1024);

export function BatchSection({ samples }: { samples: ApiSamples }) {
  return (
    <ApiDocSection id="batch">
      <p>
        A batch export draws one image per recipient of a CSV list and packs them into a ZIP, for platforms
        that attach images rather than link them.
      </p>
      <Endpoint method="POST" path="/rest/v1/designs/{id}/batch" sample={samples.batch}>
        <ul className="list-disc space-y-1.5 pl-6 marker:text-brand-600">
          <li>
            <C>csv</C>: the list as text, a header line first (comma or semicolon separated, up to{' '}
            {CSV_LIMITS.maxRows.toLocaleString('en')} rows and {MAX_MB} MB).
          </li>
          <li>
            <C>columns</C>: for each column of the CSV, the token it fills (<C>"FIRSTNAME"</C>,{' '}
            <C>"COMPANY"</C>…) or <C>null</C> to leave it out.
          </li>
          <li>
            <C>nameColumn</C>: the column (counted from 0) the image files are named after.
          </li>
        </ul>
        <p>
          The answer describes the new job; keep its <C>id</C> (<C>export JOB_ID=…</C>). The design and your
          export limits ({BATCH_LIMITS.activePerUser} at a time, {BATCH_LIMITS.perDay} a day: <C>403</C>) are
          checked before the file is read.
        </p>
      </Endpoint>
      <Endpoint method="GET" path="/rest/v1/jobs/{id}" sample={samples.progress}>
        <p>The job's status and how far it has come. Ask again every few seconds until it is done.</p>
      </Endpoint>
      <Endpoint method="GET" path="/rest/v1/jobs/{id}/download" sample={samples.download}>
        <p>
          The finished ZIP, one image per recipient, and <C>recipients.csv</C>: each row's file and live URL
          beside the row as uploaded, where a header or cell that starts like a formula (<C>=</C>, <C>+</C>,{' '}
          <C>-</C>, <C>@</C>) is kept as text.
        </p>
      </Endpoint>
    </ApiDocSection>
  );
}
