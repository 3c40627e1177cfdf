import { currentFeatureId, getFeature } from '@mergepix/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FEATURE_PARAM } from './share-link';
import { useStudioStore } from './studio-store';
import type { StudioTool } from './studio-tool';

const MAX_SHOWN_ID = 40;

/** The short notice for a link or assistant suggestion naming a tool the studio cannot open. */
export function unknownToolNotice(id: string): string {
  const known = getFeature(id);
  if (known)
    return `${known.title} is not available in the studio yet. Here are the tools you can use today.`;
  const shown = id.length > MAX_SHOWN_ID ? `${id.slice(0, MAX_SHOWN_ID)}…` : id;
  return `There is no tool called “${shown}”. Here are all the tools.`;
}

function withoutFeature(params: URLSearchParams): URLSearchParams {
  params.delete(FEATURE_PARAM);
  return params;
}

interface StudioHistoryState {
  /** A feature id another page asked the studio to open (docs/product.md#studio: navigation state). */
  selectedFeature?: unknown;
  /** Set on entries the studio pushed when it opened a tool, so closing can go back. */
  openedHere?: boolean;
}

/**
 * Which tool is open: the `?feature=` of the address, so every open tool has a shareable link.
 * Navigation state `selectedFeature` (from the assistant or other pages) opens a tool and is
 * cleared; a link to an unknown or unbuilt tool shows the studio with a notice.
 */
export function useOpenFeature(tools: readonly StudioTool[]) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const markUsed = useStudioStore((s) => s.markUsed);
  const [notice, setNotice] = useState<string | null>(null);
  const byId = useMemo(() => new Map(tools.map((t) => [t.feature.id as string, t])), [tools]);

  const requested = params.get(FEATURE_PARAM);
  const openTool = requested ? byId.get(requested) : undefined;
  const state = location.state as StudioHistoryState | null;

  useEffect(() => {
    const selected = state?.selectedFeature;
    if (selected === undefined) return;
    const id = typeof selected === 'string' ? currentFeatureId(selected) : '';
    const search = byId.has(id) ? `?${FEATURE_PARAM}=${encodeURIComponent(id)}` : location.search;
    if (!byId.has(id)) setNotice(unknownToolNotice(id || String(selected)));
    navigate({ pathname: location.pathname, search }, { replace: true, state: null });
  }, [state, byId, navigate, location.pathname, location.search]);

  useEffect(() => {
    if (requested === null || openTool) return;
    // A tool's old id (a link shared before it was renamed) opens it under its new one.
    const renamed = currentFeatureId(requested);
    const known = byId.has(renamed);
    if (!known) setNotice(unknownToolNotice(renamed));
    setParams(
      (p) => {
        if (known) p.set(FEATURE_PARAM, renamed);
        else p.delete(FEATURE_PARAM);
        return p;
      },
      { replace: true },
    );
  }, [requested, openTool, byId, setParams]);

  const openId = openTool?.feature.id;
  useEffect(() => {
    if (openId) markUsed(openId);
  }, [openId, markUsed]);

  const open = useCallback(
    (id: string) => {
      setNotice(null);
      setParams(
        (p) => {
          p.set(FEATURE_PARAM, id);
          return p;
        },
        { state: { openedHere: true } satisfies StudioHistoryState },
      );
    },
    [setParams],
  );

  const close = useCallback(() => {
    if (state?.openedHere) {
      navigate(-1);
      return;
    }
    setParams(withoutFeature, { replace: true });
  }, [state, navigate, setParams]);

  return { openTool, open, close, notice, dismissNotice: () => setNotice(null) };
}
