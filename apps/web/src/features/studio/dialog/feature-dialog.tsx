import * as RadixDialog from '@radix-ui/react-dialog';
import { CircleHelp, Maximize, Minimize, Star, X } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { FeatureIcon } from '@/components/ui/feature-icon';
import { Spinner } from '@/components/ui/spinner';
import type { StudioTokens, StudioTool } from '@/features/studio/studio-tool';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { clampDialogSize, defaultDialogSize, type Size } from './dialog-size';
import { HelpView } from './help-view';
import { ResizeHandle } from './resize-handle';
import { ShareMenu } from './share-menu';
import { ToolErrorBoundary } from './tool-error-boundary';

/** Props of {@link FeatureDialog}. */
export interface FeatureDialogProps {
  tool: StudioTool;
  tokens: StudioTokens;
  /** False while the token values are still loading: tools read them once, when they start. */
  tokensReady: boolean;
  favorite: boolean;
  onToggleFavorite: () => void;
  onClose: () => void;
  /** Drawn inside the dialog (the token panel), given the dialog's element to portal into. */
  renderInside?: (container: HTMLElement) => ReactNode;
}

const headerButton =
  'flex size-9 cursor-pointer items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 aria-pressed:text-brand-700';

function viewport(): Size {
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * The modal every studio tool opens in: title, icon, help, favorite, share, fullscreen, resize
 * (900×650 by default, 600×400 to 95vw × 90vh), closed by Escape, the backdrop, × or "Done".
 * Below 640 px it is a full-screen sheet. Focus stays inside while it is open.
 */
export function FeatureDialog({
  tool,
  tokens,
  tokensReady,
  favorite,
  onToggleFavorite,
  onClose,
  renderInside,
}: FeatureDialogProps) {
  const { feature, Tool } = tool;
  const phone = useMediaQuery('(max-width: 639px)');
  const [size, setSize] = useState<Size>(() => defaultDialogSize(viewport()));
  const [fullscreen, setFullscreen] = useState(false);
  const [help, setHelp] = useState(false);
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  // What had focus when the tool opened (its card, a shortcut, Recently Used…): focus goes back there.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));

  // A smaller window shrinks the dialog with it.
  useEffect(() => {
    const fit = () => setSize((s) => clampDialogSize(s, viewport()));
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, []);

  const sheet = phone || fullscreen;

  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-dialog-backdrop=""
          className="fixed inset-0 z-[80] bg-slate-950/50 animate-fade-in"
        />
        <RadixDialog.Content
          ref={setContent}
          data-feature-dialog={feature.id}
          data-fullscreen={fullscreen || undefined}
          // Centred with inset + auto margins, never a transform: the token panel inside is
          // position: fixed and must stay relative to the window.
          style={sheet ? undefined : { width: size.width, height: size.height }}
          className={cn(
            'fixed inset-0 z-[80] m-auto flex flex-col overflow-hidden bg-white shadow-2xl shadow-slate-900/30 outline-none',
            sheet ? 'h-dvh w-screen' : 'rounded-2xl',
          )}
          onEscapeKeyDown={(event) => {
            // Escape belongs to what has focus first: an open menu closes itself, a token being
            // dragged with the keyboard is put back; only then does Escape close the dialog.
            const target = event.target instanceof Element ? event.target : null;
            if (target?.closest('[role="menu"], [data-token-chip][aria-pressed="true"]'))
              event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            // Back to what opened the tool; for a tool opened by a link, to its card.
            const back =
              opener instanceof HTMLElement && opener.isConnected && opener !== document.body
                ? opener
                : document.querySelector<HTMLElement>(`[data-feature-card="${feature.id}"]`);
            if (back) {
              event.preventDefault();
              back.focus();
            }
          }}
        >
          <header className="flex items-center gap-2 border-b border-slate-100 py-2 pr-2 pl-4">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
              <FeatureIcon name={feature.icon} className="size-5" />
            </span>
            <RadixDialog.Title className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900 sm:text-lg">
              {feature.title}
            </RadixDialog.Title>
            <button
              type="button"
              className={headerButton}
              aria-pressed={help}
              aria-label={help ? 'Hide help' : 'Show help'}
              onClick={() => setHelp(!help)}
            >
              <CircleHelp aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              className={headerButton}
              aria-pressed={favorite}
              aria-label={favorite ? 'Remove from favorites' : 'Add to favorites'}
              onClick={onToggleFavorite}
            >
              <Star
                aria-hidden="true"
                className={cn('size-5', favorite && 'fill-amber-400 text-amber-500')}
              />
            </button>
            <ShareMenu featureId={feature.id} title={feature.title} triggerClass={headerButton} />
            {phone ? null : (
              <button
                type="button"
                className={headerButton}
                aria-pressed={fullscreen}
                aria-label={fullscreen ? 'Exit full screen' : 'Full screen'}
                onClick={() => setFullscreen(!fullscreen)}
              >
                {fullscreen ? (
                  <Minimize aria-hidden="true" className="size-5" />
                ) : (
                  <Maximize aria-hidden="true" className="size-5" />
                )}
              </button>
            )}
            <RadixDialog.Close className={headerButton} aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </header>

          <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-4 sm:px-6">
            <RadixDialog.Description className="mb-4 text-sm text-slate-600">
              {feature.helpText}
            </RadixDialog.Description>
            {help ? (
              <div className="mb-6">
                <HelpView feature={feature} />
              </div>
            ) : null}
            <ToolErrorBoundary title={feature.title}>
              <Suspense fallback={<ToolLoading />}>
                {tokensReady ? <Tool tokens={tokens} /> : <ToolLoading />}
              </Suspense>
            </ToolErrorBoundary>
          </div>

          <footer className="flex justify-end border-t border-slate-100 px-4 py-3">
            <RadixDialog.Close className="h-10 cursor-pointer rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700">
              Done
            </RadixDialog.Close>
          </footer>
          {sheet ? null : (
            <ResizeHandle size={size} onResize={(next) => setSize(clampDialogSize(next, viewport()))} />
          )}
          {content && renderInside ? renderInside(content) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function ToolLoading() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-20 text-sm text-slate-600">
      <Spinner className="size-6" />
      Loading feature...
    </div>
  );
}
