import { TitledSection } from '@/components/ui/heading';
import { HERO_SAMPLES, MOOD_SAMPLES, SAMPLE_SIZE, sampleCaption, sampleSrc } from './sample-scenes';

/** The hero's three painted samples fanned out; decorative, the gallery below captions the same kind. */
export function HeroSamples() {
  const [center, left, right] = HERO_SAMPLES;
  const { width, height } = SAMPLE_SIZE;
  const side = 'absolute top-12 w-[52%] rounded-2xl shadow-xl ring-1 ring-black/5';
  return (
    <div className="relative mx-auto aspect-[10/7] w-full max-w-md">
      {(
        [
          [left, 'left-0 -rotate-6'],
          [right, 'right-0 rotate-6'],
        ] as const
      ).map(([sample, place]) =>
        sample ? (
          <img
            key={sample.id}
            src={sampleSrc(sample.id)}
            alt=""
            width={width}
            height={height}
            className={`${side} ${place}`}
          />
        ) : null,
      )}
      {center ? (
        <img
          src={sampleSrc(center.id)}
          alt={center.alt}
          width={width}
          height={height}
          fetchPriority="high"
          className="absolute top-0 left-1/2 w-[68%] -translate-x-1/2 rounded-2xl shadow-2xl ring-1 ring-black/5"
        />
      ) : null}
    </div>
  );
}

/** Copy of {@link MoodGallery}. */
export interface MoodGalleryCopy {
  eyebrow: string;
  title: string;
  description: string;
}

/** One countryside painted four ways by the offline engine, each captioned with its options. */
export function MoodGallery({ copy }: { copy: MoodGalleryCopy }) {
  return (
    <TitledSection id="moods" className="render-when-visible bg-white" header={copy}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {MOOD_SAMPLES.map((sample) => (
          <li
            key={sample.id}
            data-testid="mood-sample"
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            <img
              src={sampleSrc(sample.id)}
              alt={sample.alt}
              width={SAMPLE_SIZE.width}
              height={SAMPLE_SIZE.height}
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
            />
            <p className="px-4 py-3 text-sm font-medium text-slate-700">{sampleCaption(sample)}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
