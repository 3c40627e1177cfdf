import { getFeature } from '@mergepix/core';
import { useEffect } from 'react';
import { GENERATORS } from '@/app/tools/registry';
import { StudioPage } from '@/features/studio/studio-page';
import type { StudioTool } from '@/features/studio/studio-tool';
import { TokenPanel } from '@/features/tokens/panel/token-panel';
import { TokenDragProvider } from '@/lib/tokens/token-drag-provider';

/** The studio's tools: every registry entry with a built studio tool, in catalog order. */
export const STUDIO_TOOLS: readonly StudioTool[] = GENERATORS.flatMap(({ entry, Tool, preloadTool }) => {
  const feature = getFeature(entry.id);
  return feature?.studio && Tool && preloadTool ? [{ feature, Tool, preload: preloadTool }] : [];
});

/** Starts downloading every tool's code, so the first one opened appears at once. */
export function preloadTools(): void {
  for (const tool of STUDIO_TOOLS) void tool.preload().catch(() => undefined);
}

/** The studio with the generators' tools and the token panel, under one token drag-and-drop. */
export default function EditorWorkspace() {
  // Without a splash (a later visit this session) the tools warm up once the page is idle.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
    idle(preloadTools);
  }, []);
  return (
    <TokenDragProvider>
      <StudioPage tools={STUDIO_TOOLS} TokenPanel={TokenPanel} />
    </TokenDragProvider>
  );
}
