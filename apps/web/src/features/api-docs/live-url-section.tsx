import { CodeBlock } from '@/components/docs/code-block';
import { C } from '@/components/docs/doc-parts';
import { ApiDocSection } from './api-doc-section';
import type { ApiSamples } from './api-samples';

export function LiveUrlSection({ samples }: { samples: ApiSamples }) {
  return (
    <ApiDocSection id="live-url">
      <p>
        A published design answers at <C>/i/{'{publicId}'}.jpg</C> (or <C>.png</C>, <C>.webp</C>, as the
        design says), with each token as a query parameter: <C>?firstname=Ada&amp;company=Brightside</C>. It
        needs no key: this is the address e-mail clients open, so it is public by design, behind an
        unguessable id.
      </p>
      <p>
        Parameter names ignore case, <C>_</C> and <C>-</C> (<C>firstname</C>, <C>FIRST_NAME</C>). A missing or
        empty value, one with control characters, or a merge tag the platform did not fill in (also when it is
        URL-encoded twice) uses the design's fallback. An unknown id or a malformed file name answers{' '}
        <C>404</C> with a one-pixel image of the type its extension asks for.
      </p>
      <CodeBlock sample={samples.liveImage} />
    </ApiDocSection>
  );
}
