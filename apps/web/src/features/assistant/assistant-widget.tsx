import { ASSISTANT_DELAY_MS, type FeatureId } from '@mergepix/core';
import { Bot, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '@/config/paths';
import { useTokenValues } from '@/lib/tokens/use-token-values';
import { AssistantPanel } from './assistant-panel';
import { useAssistantStore } from './assistant-store';

/**
 * The floating assistant on every page (docs/product.md#ai-assistant: "Ask AI Assistant"): a button, and the
 * panel, which opens by itself 10 s after the page loads, once a session; it minimizes to "AI Assistant" or
 * closes. A suggested tool closes it and opens the tool in the studio. It sits bottom left: the bottom right
 * holds the studio's "Open a random tool" button and its tips on phones.
 */
export default function AssistantWidget() {
  const view = useAssistantStore((s) => s.view);
  const setView = useAssistantStore((s) => s.setView);
  const navigate = useNavigate();
  const { values } = useTokenValues();

  useEffect(() => {
    const { autoOpened, markAutoOpened } = useAssistantStore.getState();
    if (autoOpened) return;
    const timer = setTimeout(
      () => {
        markAutoOpened();
        if (useAssistantStore.getState().view === 'closed') setView('open');
      },
      Math.max(0, ASSISTANT_DELAY_MS - performance.now()),
    );
    return () => clearTimeout(timer);
  }, [setView]);

  const openFeature = (id: FeatureId) => {
    setView('closed');
    // The studio opens a feature named in the navigation state, whether it is already showing or not.
    navigate(PATHS.editor, { state: { selectedFeature: id } });
  };

  if (view === 'open')
    return (
      <AssistantPanel
        values={values}
        onMinimize={() => setView('minimized')}
        onClose={() => setView('closed')}
        onFeature={openFeature}
      />
    );
  const minimized = view === 'minimized';
  return (
    <button
      type="button"
      onClick={() => setView('open')}
      data-testid="assistant-button"
      className="fixed bottom-3 left-3 z-[60] inline-flex items-center gap-2 rounded-full bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-lg hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {minimized ? (
        <Bot aria-hidden="true" className="size-4" />
      ) : (
        <Sparkles aria-hidden="true" className="size-4" />
      )}
      {minimized ? 'AI Assistant' : 'Ask AI Assistant'}
    </button>
  );
}
