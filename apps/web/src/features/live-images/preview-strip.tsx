import type { Design, TokenValues } from '@mergepix/core';
import { AlertTriangle, Minimize2, ShieldAlert } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { layerFit } from '@/components/tool-kit/designs/design-render';
import type { PictureSource } from './live-frame';
import { readSample, SAMPLE_RECIPIENTS, type SampleRecipient } from './sample-recipients';
import { useLiveCanvas, useLiveFrame } from './use-live-canvas';
import { fallbackNotes, type TimedSample, withSampleDeadline, worstCaseRecipients } from './worst-case';

const CARD_WIDTH = 200;

/**
 * "Preview customers": the design drawn for several recipients side by side, each read by the
 * live URL's rules. A layer that had to be cut short, or shrank to its smallest size, is flagged.
 * A design with a countdown or segments also shows its worst cases: the countdown ended, a
 * recipient's deadline that is not one, a segment it does not list.
 */
export function PreviewStrip({
  design,
  pictures,
  own,
  now,
  sampleDeadline,
  extra = [],
}: {
  design: Design;
  pictures: PictureSource;
  /** The user's own values. */
  own: TokenValues;
  /** The moment the countdown is drawn at. */
  now: number;
  /** A typical recipient's deadline, for a countdown read per recipient. */
  sampleDeadline: string;
  /** More recipients, e.g. the first rows of an uploaded CSV. */
  extra?: readonly SampleRecipient[];
}) {
  const recipients = useMemo(
    () => [{ id: 'you', label: 'You', values: own }, ...SAMPLE_RECIPIENTS, ...extra],
    [own, extra],
  );
  // Recomputed when the countdown or segments change, not at each tick (the minute is enough).
  const minute = Math.floor(now / 60_000) * 60_000;
  const worst = useMemo(
    () => worstCaseRecipients({ countdown: design.countdown, segments: design.segments }, minute),
    [design.countdown, design.segments, minute],
  );
  const card = (r: TimedSample, worstCase: boolean) => (
    <PreviewCard
      design={design}
      pictures={pictures}
      recipient={r}
      now={r.at ?? now}
      sampleDeadline={(worstCase && r.id !== 'segment-unknown') || r.id === 'empty' ? '' : sampleDeadline}
    />
  );
  return (
    <section aria-labelledby="preview-heading" className="flex flex-col gap-2">
      <h3 id="preview-heading" className="text-sm font-semibold text-slate-900">
        Preview customers
      </h3>
      <ul
        className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
        data-testid="preview-strip"
      >
        {recipients.map((r) => (
          <li key={r.id} className="shrink-0 snap-start">
            {card(r, false)}
          </li>
        ))}
      </ul>
      {worst.length > 0 ? (
        <>
          <h4
            id="worst-case-heading"
            className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-slate-900"
          >
            <ShieldAlert aria-hidden="true" className="size-4 text-amber-600" />
            Worst cases
          </h4>
          <p className="-mt-1 text-xs text-slate-600">
            What recipients see when things go wrong: check these before you publish.
          </p>
          <ul
            aria-labelledby="worst-case-heading"
            className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
            data-testid="preview-worst-case"
          >
            {worst.map((r) => (
              <li key={r.id} className="shrink-0 snap-start">
                {card(r, true)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function PreviewCard({
  design,
  pictures,
  recipient,
  now,
  sampleDeadline,
}: {
  design: Design;
  pictures: PictureSource;
  recipient: SampleRecipient;
  now: number;
  /** Given to a sample without a deadline of its own ('' for none). */
  sampleDeadline: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { values: read, refused } = useMemo(
    () => readSample(recipient.values, { rules: design.rules, safety: design.safety }),
    [recipient.values, design.rules, design.safety],
  );
  const countdown = design.countdown;
  const values = useMemo(
    () => (sampleDeadline ? withSampleDeadline(read, { countdown }, sampleDeadline) : read),
    [read, sampleDeadline, countdown],
  );
  const frame = useLiveFrame(design, values, now);
  const notes = fallbackNotes(design, frame, values);
  const layouts = useLiveCanvas(canvas, design, frame, pictures, values, CARD_WIDTH);
  const fits = design.layers.map((layer, i) => {
    const layout = layouts[i];
    return layout ? layerFit(layer, layout) : 'ok';
  });
  const cut = fits.flatMap((f, i) => (f === 'cut' ? [i + 1] : []));
  const smallest = fits.flatMap((f, i) => (f === 'smallest' ? [i + 1] : []));
  const shown = Object.values(values).filter(Boolean).join(' · ') || 'no values';
  return (
    <figure
      className="flex w-[200px] flex-col gap-1.5"
      data-testid={`preview-${recipient.id}`}
      data-cut={cut.length > 0 || undefined}
    >
      <canvas
        ref={canvas}
        role="img"
        aria-label={`${recipient.label}: ${shown}`}
        className="rounded-lg ring-1 ring-slate-200"
        style={{ width: CARD_WIDTH, height: (CARD_WIDTH * design.height) / design.width }}
      />
      <figcaption className="text-xs">
        <span className="font-semibold text-slate-800">{recipient.label}</span>{' '}
        <span className="block truncate text-slate-500" title={shown}>
          {shown}
        </span>
        {cut.length > 0 ? <FitFlag tone="cut" layers={cut} /> : null}
        {refused.length > 0 ? (
          <span
            className="mt-1 block rounded bg-sky-50 px-1.5 py-0.5 text-sky-800"
            title={refused.map((r) => `${recipient.values[r.key]}: ${r.why}`).join('\n')}
            data-testid="preview-refused"
          >
            Fallback for {refused.map((r) => `${r.key} (${r.why})`).join(', ')}
          </span>
        ) : null}
        {smallest.length > 0 ? <FitFlag tone="smallest" layers={smallest} /> : null}
        {notes.map((note) => (
          <span
            key={note}
            className="mt-1 block rounded bg-amber-50 px-1.5 py-0.5 text-amber-900"
            data-testid="preview-fallback"
          >
            {note}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/** A note under a preview: which layers were cut short, or shrank to their smallest size. */
function FitFlag({ tone, layers }: { tone: 'cut' | 'smallest'; layers: readonly number[] }) {
  const cut = tone === 'cut';
  const Icon = cut ? AlertTriangle : Minimize2;
  return (
    <span
      className={`mt-1 flex items-center gap-1 rounded px-1.5 py-0.5 ${cut ? 'bg-amber-50 font-medium text-amber-800' : 'bg-slate-100 text-slate-700'}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {cut ? 'Cut short' : 'Smallest size'}: layer {layers.join(', ')}
    </span>
  );
}
