import type { FeatureCategory } from '@mergepix/core';
import { Info, Shuffle, X } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { IconButton } from '@/components/ui/button';
import { useTokenValues } from '@/lib/tokens/use-token-values';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AcceleratedFeatures, AdvancedAiBanner, AdvancedAiSwitch } from './advanced-ai';
import { FeatureDialog } from './dialog/feature-dialog';
import { PersonalizationForm } from './personalization-form';
import { QuickList } from './quick-list';
import { type StudioSheet, StudioSheets } from './studio-sheets';
import { useStudioStore } from './studio-store';
import { StudioTips } from './studio-tips';
import type { StudioTool } from './studio-tool';
import { StudioToolbar } from './studio-toolbar';
import { ToolBrowser } from './tool-browser';
import { useOpenFeature } from './use-open-feature';
import { VideoPromo } from './video-promo';

/** The floating token panel the route hands in (a feature of its own). */
export type TokenPanelComponent = ComponentType<{ container?: Element | null; onClose?: () => void }>;

/** Props of {@link StudioPage}. */
export interface StudioPageProps {
  /** The tools built so far, from the generator registry. */
  tools: readonly StudioTool[];
  TokenPanel: TokenPanelComponent;
}

const WIDE_SCREEN_PX = 1024;

/** The studio workspace (/editor): every tool, personalized with the user's tokens. */
export function StudioPage({ tools, TokenPanel }: StudioPageProps) {
  useDocumentTitle('AI Creative Studio');
  const { openTool, open, close, notice, dismissNotice } = useOpenFeature(tools);
  const { favorites, recent, toggleFavorite, advancedAi, setAdvancedAi, promoHidden, hidePromo } =
    useStudioStore();
  const { values, ready } = useTokenValues();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FeatureCategory | null>(null);
  const [panelOpen, setPanelOpen] = useState(() => window.innerWidth >= WIDE_SCREEN_PX);
  const [sheet, setSheet] = useState<StudioSheet | null>(null);
  const video = tools.find((t) => t.feature.id === 'video');

  const openRandom = () => {
    const pick = tools[Math.floor(Math.random() * tools.length)];
    if (pick) open(pick.feature.id);
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 pt-24 pb-28 sm:px-6 sm:pb-16 lg:px-8">
      <StudioToolbar
        query={query}
        onQuery={setQuery}
        panelOpen={panelOpen}
        onTogglePanel={() => setPanelOpen(!panelOpen)}
        onSheet={setSheet}
      />

      {notice ? (
        <div
          role="status"
          className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p className="flex-1">{notice}</p>
          <IconButton
            Icon={X}
            label="Dismiss"
            onClick={dismissNotice}
            className="cursor-pointer text-amber-700"
            iconClassName="size-4"
          />
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex justify-end">
            <AdvancedAiSwitch on={advancedAi} onChange={setAdvancedAi} />
          </div>
          {advancedAi ? <AdvancedAiBanner tools={tools} onOpen={open} /> : null}
          {video && !promoHidden ? (
            <VideoPromo
              onTry={() => {
                hidePromo();
                open(video.feature.id);
              }}
              onDismiss={hidePromo}
            />
          ) : null}
          <QuickList title="Recently Used" ids={recent} tools={tools} onOpen={open} testId="recently-used" />
          <QuickList title="Favorites" ids={favorites} tools={tools} onOpen={open} testId="favorites" />
          <ToolBrowser
            tools={tools}
            query={query}
            category={category}
            onCategory={setCategory}
            onOpen={open}
          />
        </div>
        <aside className="flex flex-col gap-5" aria-label="Personalization">
          <PersonalizationForm />
          {advancedAi ? <AcceleratedFeatures tools={tools} onOpen={open} /> : null}
        </aside>
      </div>

      {advancedAi ? <StudioTips tools={tools} /> : null}

      <IconButton
        Icon={Shuffle}
        onClick={openRandom}
        label="Open a random tool"
        className="fixed right-4 bottom-5 z-40 flex size-14 cursor-pointer items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-xl shadow-brand-900/30 sm:hidden"
        iconClassName="size-6"
      />

      <StudioSheets
        open={sheet}
        onClose={() => setSheet(null)}
        panelOpen={panelOpen}
        onPanelOpen={setPanelOpen}
      />

      {openTool ? (
        <FeatureDialog
          key={openTool.feature.id}
          tool={openTool}
          tokens={values}
          tokensReady={ready}
          favorite={favorites.includes(openTool.feature.id)}
          onToggleFavorite={() => toggleFavorite(openTool.feature.id)}
          onClose={close}
          renderInside={
            panelOpen
              ? (container) => <TokenPanel container={container} onClose={() => setPanelOpen(false)} />
              : undefined
          }
        />
      ) : panelOpen ? (
        <TokenPanel onClose={() => setPanelOpen(false)} />
      ) : null}
    </div>
  );
}
