import { COUNTDOWN_LIMITS, LIVE_GIF_PIXELS, SEGMENT_LIMITS } from '@mergepix/core';
import { CodeBlock } from '@/components/docs/code-block';
import { C } from '@/components/docs/doc-parts';
import { DocTable } from '@/components/docs/doc-table';
import { ApiDocSection } from './api-doc-section';
import type { ApiSamples } from './api-samples';
import type { PlatformUrlExample } from './countdown-samples';
import { Endpoint } from './endpoint';

const FIELD_ROWS = [
  [<C key="f">countdown.box</C>, 'Where the countdown is drawn, inside the image, over every text layer.'],
  [
    <C key="f">countdown.deadline</C>,
    <>
      The same for everyone:{' '}
      <C>{'{"kind": "fixed", "at": "2026-12-24T18:00", "timeZone": "Europe/Berlin"}'}</C>. Or each recipient's
      own, from a token in the link: <C>{'{"kind": "token", "token": "DEADLINE"}'}</C> with the{' '}
      <C>timeZone</C> of times written without an offset and the <C>dateOrder</C> of written dates (<C>mdy</C>{' '}
      for 12/24/2026, the default; <C>dmy</C> for 24.12.2026).
    </>,
  ],
  [
    <C key="f">units, labels, separator</C>,
    <>
      Which of <C>days</C>, <C>hours</C>, <C>minutes</C>, <C>seconds</C> show (the largest holds the rest:
      without days, 2 days and 2 hours show as 50 hours), the word under each, and what stands between the
      numbers (<C>:</C> by default).
    </>,
  ],
  [
    <C key="f">frames, loop</C>,
    <>
      How many seconds the <C>.gif</C> ticks, one frame each (up to {COUNTDOWN_LIMITS.maxFrames}), and whether
      it plays them <C>once</C> (the default) or <C>forever</C>.
    </>,
  ],
  [
    <C key="f">ended, fallbackText</C>,
    <>
      What shows once the deadline has passed (a text, or an upload's <C>path</C>), and what shows when a
      recipient's deadline is missing or cannot be read.
    </>,
  ],
  [
    <C key="f">segments</C>,
    <>
      The <C>token</C> that picks the picture (<C>SEGMENT</C> by default) and up to{' '}
      {SEGMENT_LIMITS.maxSegments} <C>items</C>: a <C>value</C> of up to {SEGMENT_LIMITS.maxValueLength}{' '}
      characters and a <C>base</C> like the design's own.
    </>,
  ],
] as const;

/** The section on countdowns and segments: the design fields, the formats, and the links to paste. */
export function CountdownsSection({
  samples,
  urls,
}: {
  samples: ApiSamples;
  urls: readonly PlatformUrlExample[];
}) {
  return (
    <ApiDocSection id="countdowns">
      <p>
        A design may carry a <C>countdown</C>, drawn at each open to a deadline of yours or of each
        recipient's, and <C>segments</C>: one base picture per value of a token, so each audience sees its own
        scene with the recipient's name over it. Both are fields of the design, sent when you create or change
        it.
      </p>
      <Endpoint method="POST" path="/rest/v1/designs" sample={samples.createCountdown}>
        <p>
          Creates a design whose countdown reads each recipient's <C>DEADLINE</C> and whose picture follows
          their <C>SEGMENT</C>. A value the design does not list (case and spacing do not matter), or none,
          shows the design's own <C>base</C>.
        </p>
      </Endpoint>
      <DocTable caption="Countdown and segment fields" head={['Field', 'What it is']} rows={FIELD_ROWS} />
      <p>
        <C>.jpg</C>, <C>.png</C> and <C>.webp</C> show the time left at the open. <C>.gif</C> is a ticking
        GIF, one frame a second, ending on the ended state if the deadline passes inside it. Its first frame
        is the time at the open, so a client that shows only a GIF's first frame shows the right time. Until
        the countdown has ended, its answers carry <C>Cache-Control: no-cache</C>.
      </p>
      <p>
        A recipient's deadline may be ISO 8601 (<C>2026-12-24T18:00:00Z</C>, with an offset, or in the
        countdown's time zone without one), a date alone (the end of that day), or a date written in the
        countdown's <C>dateOrder</C>, with a 24-hour time or without (<C>24.12.2026 18:00</C>). In a link, an
        offset's <C>+</C> is written <C>%2B</C> (the platforms' URL-encoding tags below do that). A deadline
        that cannot be read, or lies more than a year ahead, shows the <C>fallbackText</C>.
      </p>
      <CodeBlock sample={samples.liveCountdown} />
      <p>
        In an e-mail, the platform fills the values in. <C>GET …/links</C> writes the segment's and the
        deadline's merge tags for every platform; each needs a contact field of that name. <C>DEADLINE</C> and{' '}
        <C>SEGMENT</C> are read by live images only, so the tokens page does not list them.
      </p>
      <DocTable
        caption="The image URL with merge tags, by platform"
        head={['Platform', 'Image URL']}
        rows={urls.map((u) => [u.name, <C key="u">{u.url}</C>])}
      />
      <p>
        Saving is refused (<C>400</C>, naming the field) when the countdown leaves the image, when a text
        layer drawn per recipient (one with a token, or after one) overlaps it, when its GIF would draw more
        than {LIVE_GIF_PIXELS / 1e6} million pixels an open (the message says how many seconds fit), or on a
        design with GIF <C>frames</C>.
      </p>
    </ApiDocSection>
  );
}
