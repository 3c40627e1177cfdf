import { type CatalogEntry, resultActions } from '@mergepix/core';
import type { MouseEvent } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { FeatureIcon } from '@/components/ui/feature-icon';
import { PATHS } from '@/config/paths';

// The buttons under a generated result that take the image into another tool: one for each built
// tool whose catalog line has a `resultAction` ("Personalize for every customer", later "Make a
// video"), none for a tool that is not built. The image goes through this tab's session storage
// (a data URL can be megabytes, too long for a link); the tool takes it once when it opens.

const keyOf = (toolId: string) => `mergepix:result-for:${toolId}`;

/** Where a tool that takes a result opens: its own page when it has one, else the studio. */
export function resultTarget(tool: Pick<CatalogEntry, 'id' | 'landing'>): string {
  if (tool.id === 'live-images') return PATHS.live;
  return tool.landing?.path ?? `${PATHS.editor}?feature=${encodeURIComponent(tool.id)}`;
}

export function handOffResult(toolId: string, imageUrl: string): void {
  try {
    sessionStorage.setItem(keyOf(toolId), imageUrl);
  } catch {
    // Storage blocked: the tool opens without the image.
  }
}

/**
 * The image handed to `toolId`, without clearing it: safe to call while rendering, which React may
 * throw away and repeat (a render that suspends runs its state initializers again).
 */
export function peekHandedOffResult(toolId: string): string | null {
  try {
    return sessionStorage.getItem(keyOf(toolId));
  } catch {
    return null;
  }
}

/** The image handed to `toolId`, once (reading it clears it): call it from an effect or handler. */
export function takeHandedOffResult(toolId: string): string | null {
  try {
    const url = sessionStorage.getItem(keyOf(toolId));
    sessionStorage.removeItem(keyOf(toolId));
    return url;
  } catch {
    return null;
  }
}

/** The result's way into every tool that takes it. */
export function ResultActions({ imageUrl }: { imageUrl: string }) {
  const inRouter = useInRouterContext();
  return (
    <>
      {resultActions().map((tool) =>
        inRouter ? (
          <RouterAction key={tool.id} tool={tool} imageUrl={imageUrl} />
        ) : (
          <ResultAction key={tool.id} tool={tool} imageUrl={imageUrl} />
        ),
      )}
    </>
  );
}

function RouterAction({ tool, imageUrl }: { tool: CatalogEntry; imageUrl: string }) {
  const navigate = useNavigate();
  return (
    <ResultAction
      tool={tool}
      imageUrl={imageUrl}
      onNavigate={(event) => {
        event.preventDefault();
        navigate(resultTarget(tool));
      }}
    />
  );
}

function ResultAction({
  tool,
  imageUrl,
  onNavigate,
}: {
  tool: CatalogEntry;
  imageUrl: string;
  onNavigate?: (event: MouseEvent) => void;
}) {
  return (
    <a
      href={resultTarget(tool)}
      data-testid={`result-action-${tool.id}`}
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
      onClick={(event) => {
        handOffResult(tool.id, imageUrl);
        onNavigate?.(event);
      }}
    >
      <FeatureIcon name={tool.icon} className="size-4" />
      {tool.resultAction}
    </a>
  );
}
