import { lazy, Suspense, useEffect, useState } from 'react';
import { markSplashSeen, STUDIO_SPLASH_MS, splashDue } from '@/features/studio/splash-once';
import { StudioLoading, StudioSplash } from '@/features/studio/studio-splash';

const loadWorkspace = () => import('./editor-workspace');
const EditorWorkspace = lazy(loadWorkspace);

/**
 * /editor. On the first visit of a browser session a 3 s splash shows while the studio and every
 * tool download, so the studio is ready the moment it ends; later visits go straight in.
 */
export default function EditorRoute() {
  const [splash, setSplash] = useState(() => splashDue(globalThis.document));

  useEffect(() => {
    if (!splash) return;
    markSplashSeen(document);
    void loadWorkspace()
      .then((m) => m.preloadTools())
      .catch(() => undefined);
    const timer = setTimeout(() => setSplash(false), STUDIO_SPLASH_MS);
    return () => clearTimeout(timer);
  }, [splash]);

  if (splash) return <StudioSplash />;
  return (
    <Suspense fallback={<StudioLoading />}>
      <EditorWorkspace />
    </Suspense>
  );
}
