import { Video, X } from 'lucide-react';
import { Link } from 'react-router';
import { IconButton } from '@/components/ui/button';
import { PATHS } from '@/config/paths';

/** The image-to-video promotion: "Try Now" opens the video tool and hides the banner for good. */
export function VideoPromo({ onTry, onDismiss }: { onTry: () => void; onDismiss: () => void }) {
  return (
    <section
      aria-label="Image to video"
      className="relative flex flex-col gap-3 rounded-2xl bg-slate-900 p-4 text-white sm:flex-row sm:items-center sm:p-5"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-500">
        <Video aria-hidden="true" className="size-5" />
      </span>
      <div className="flex-1">
        <p className="font-semibold">Turn any image into a personalized video</p>
        <p className="text-sm text-white/75">
          5 motion effects, HD 720p/1080p, optional music — $1 per download, no subscription.
        </p>
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={onTry}
          className="h-10 cursor-pointer rounded-xl bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100"
        >
          Try Now
        </button>
        <Link
          to={PATHS.editor}
          className="flex h-10 items-center rounded-xl px-4 text-sm font-semibold text-white ring-1 ring-white/30 hover:bg-white/10"
        >
          Learn More
        </Link>
      </div>
      <IconButton
        Icon={X}
        label="Hide video promotion"
        onClick={onDismiss}
        className="absolute top-2 right-2 size-8 cursor-pointer rounded-full text-white/60 hover:text-white sm:static"
        iconClassName="mx-auto size-4"
      />
    </section>
  );
}
