import { Bell, Check, CircleHelp, type LucideIcon, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { PATHS } from '@/config/paths';
import { AdvancedAiSwitch } from './advanced-ai';
import { useStudioStore } from './studio-store';

/** Which small studio sheet is open. */
export type StudioSheet = 'help' | 'notifications' | 'settings';

const HELP_STEPS = [
  'Fill in Personalization Settings: your values replace [FIRSTNAME], [LASTNAME], [COMPANY] and [EMAIL].',
  'Pick a tool from the grid, or search for one; star the ones you use most.',
  'Drag tokens from the Personalization panel into the tool’s text fields.',
  'Generate, view the result full size, and download it.',
];

/** A sheet's title with its icon before it. */
function SheetTitle({ Icon, children }: { Icon: LucideIcon; children: ReactNode }) {
  return (
    <DialogTitle className="flex items-center gap-2 text-lg font-bold text-slate-900">
      <Icon aria-hidden="true" className="size-5 text-brand-600" />
      {children}
    </DialogTitle>
  );
}

/** Help, notifications and settings of the studio, as small dialogs (sheets on phones). */
export function StudioSheets({
  open,
  onClose,
  panelOpen,
  onPanelOpen,
}: {
  open: StudioSheet | null;
  onClose: () => void;
  panelOpen: boolean;
  onPanelOpen: (open: boolean) => void;
}) {
  const { advancedAi, setAdvancedAi, recent, clearRecent } = useStudioStore();
  return (
    <Dialog open={open !== null} onOpenChange={(o) => (o ? undefined : onClose())}>
      {open === 'help' ? (
        <DialogContent>
          <SheetTitle Icon={CircleHelp}>How the studio works</SheetTitle>
          <DialogDescription className="sr-only">Four steps to a personalized image.</DialogDescription>
          <ol className="mt-4 flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700">
            {HELP_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="mt-4 text-sm text-slate-600">
            More answers in the{' '}
            <Link to={PATHS.faq} className="font-semibold text-brand-700 hover:underline">
              FAQ
            </Link>{' '}
            and on the{' '}
            <Link to={PATHS.tokens} className="font-semibold text-brand-700 hover:underline">
              tokens page
            </Link>
            .
          </p>
        </DialogContent>
      ) : null}
      {open === 'notifications' ? (
        <DialogContent>
          <SheetTitle Icon={Bell}>Notifications</SheetTitle>
          <DialogDescription className="mt-4 flex items-center gap-2 text-sm text-slate-600">
            <Check aria-hidden="true" className="size-4 text-emerald-600" />
            You’re all caught up. New tools and updates will show here.
          </DialogDescription>
        </DialogContent>
      ) : null}
      {open === 'settings' ? (
        <DialogContent>
          <SheetTitle Icon={Settings}>Studio settings</SheetTitle>
          <DialogDescription className="sr-only">Preferences kept in this browser.</DialogDescription>
          <div className="mt-4 flex flex-col gap-4 text-sm">
            <AdvancedAiSwitch on={advancedAi} onChange={setAdvancedAi} />
            <label className="inline-flex items-center gap-2 font-medium text-slate-700">
              <input
                type="checkbox"
                checked={panelOpen}
                onChange={(e) => onPanelOpen(e.target.checked)}
                className="size-4 accent-brand-600"
              />
              Show the Personalization panel
            </label>
            <button
              type="button"
              disabled={recent.length === 0}
              onClick={clearRecent}
              className="self-start rounded-lg px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50 disabled:text-slate-400"
            >
              Clear Recently Used
            </button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
