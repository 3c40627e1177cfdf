import { Sparkles } from 'lucide-react';

/** The studio's splash: shown for 3 s on the first visit of a browser session while it loads. */
export function StudioSplash() {
  return (
    <div
      role="status"
      data-studio-splash=""
      className="fixed inset-0 z-[70] flex flex-col items-center justify-center gap-4 bg-gradient-to-br from-brand-950 via-brand-800 to-accent-600 px-6 text-center text-white"
    >
      <span className="flex size-16 animate-pulse items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/30">
        <Sparkles aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-3xl font-bold sm:text-4xl">AI Creative Studio</h1>
      <p className="text-white/85">Loading your creative AI workspace...</p>
      <span aria-hidden="true" className="mt-2 h-1 w-48 overflow-hidden rounded-full bg-white/20">
        <span className="block h-full w-full origin-left animate-[splash-bar_3s_linear_forwards] bg-white" />
      </span>
    </div>
  );
}

/** Shown when the studio's code is still downloading after the splash (or without one). */
export function StudioLoading() {
  return (
    <div
      role="status"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 pt-16 text-slate-600"
    >
      <span className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
      Loading editor...
    </div>
  );
}
