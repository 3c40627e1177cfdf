import { ASSISTANT_DELAY_MS, type FeatureId } from '@mergepix/core';
import { Bot, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '@/config/paths';
import { useTokenValues } from '@/lib/tokens/use-token-values';
import { announcementDone, markAnnouncementDone } from './announcement-memory';
import { AssistantBubble } from './assistant-bubble';
import { AssistantPanel } from './assistant-panel';
import { useAssistantStore } from './assistant-store';

/**
 * The floating assistant on every page (docs/product.md#ai-assistant: "Ask AI Assistant"): a button, a
 * small note beside it 10 s after the page loads (until this browser dismissed it or opened the
 * assistant), and the panel, which opens only when the visitor asks for it; it minimizes to "AI
 * Assistant" or closes. A suggested tool closes it and opens the tool in the studio. It sits bottom
 * left: the bottom right holds the studio's "Open a random tool" button and its tips on phones. On a
 * phone it is a round icon button, so it hides as little of the page as it can.
 */
export default function AssistantWidget() {
  const view = useAssistantStore((s) => s.view);
  const setView = useAssistantStore((s) => s.setView);
  const navigate = useNavigate();
  const { values } = useTokenValues();
  const [announced, setAnnounced] = useState(false);
  // What the polite live region says: mounted empty from the start, so that the note's text
  // written into it when the note shows is announced (a region mounted with its text is not).
  const [spoken, setSpoken] = useState('');
  const speak = useCallback((text: string | null) => setSpoken(text ?? ''), []);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  // Set when the visitor minimizes or closes the panel: focus goes back to the button it left.
  const focusBack = useRef(false);
  const buttonRef = useCallback((element: HTMLButtonElement | null) => {
    setButton(element);
    if (element && focusBack.current) {
      focusBack.current = false;
      element.focus();
    }
  }, []);
  const leave = (next: 'minimized' | 'closed') => {
    focusBack.current = true;
    setView(next);
  };

  useEffect(() => {
    if (announcementDone()) return;
    const timer = setTimeout(() => setAnnounced(true), Math.max(0, ASSISTANT_DELAY_MS - performance.now()));
    return () => clearTimeout(timer);
  }, []);

  const endAnnouncement = () => {
    markAnnouncementDone();
    setAnnounced(false);
    setSpoken('');
  };
  const open = () => {
    endAnnouncement();
    setView('open');
  };
  const openFeature = (id: FeatureId) => {
    setView('closed');
    // The studio opens a feature named in the navigation state, whether it is already showing or not.
    navigate(PATHS.editor, { state: { selectedFeature: id } });
  };

  const liveRegion = (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="assistant-announcer">
      {spoken}
    </div>
  );
  if (view === 'open')
    return (
      <div data-assistant="">
        {liveRegion}
        <AssistantPanel
          values={values}
          onMinimize={() => leave('minimized')}
          onClose={() => leave('closed')}
          onFeature={openFeature}
        />
      </div>
    );
  const minimized = view === 'minimized';
  return (
    <div data-assistant="">
      {liveRegion}
      <button
        ref={buttonRef}
        type="button"
        onClick={open}
        data-testid="assistant-button"
        className="fixed bottom-3 left-3 z-[60] inline-flex items-center gap-2 rounded-full bg-brand-600 p-3 text-sm sm:px-4 sm:py-2.5 font-semibold text-white shadow-lg hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {minimized ? (
          <Bot aria-hidden="true" className="size-4" />
        ) : (
          <Sparkles aria-hidden="true" className="size-4" />
        )}
        {/* On a phone the button is its icon alone (the name stays for screen readers), so it hides
            less of the page under it (docs/product.md#ai-assistant). */}
        <span className="sr-only sm:not-sr-only">{minimized ? 'AI Assistant' : 'Ask AI Assistant'}</span>
      </button>
      {announced && !minimized ? (
        <AssistantBubble
          button={button}
          onOpen={open}
          onDismiss={(hadFocus) => {
            endAnnouncement();
            // The note had focus only if the visitor moved it there: it goes to the button beside.
            if (hadFocus) button?.focus();
          }}
          onShown={speak}
        />
      ) : null}
    </div>
  );
}
