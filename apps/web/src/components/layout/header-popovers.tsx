import { Activity, BellOff, Braces, Settings, Type } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { PATHS } from '@/config/paths';
import { menuAttr, NotificationsTriggerContent } from './header-menu-buttons';

/** Props of the header popovers: opened at once when the click that loaded them asked for it. */
interface HeaderPopoverProps {
  defaultOpen?: boolean;
}

/** A header popover's panel, named by its heading. */
function TitledPopoverContent({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <PopoverContent aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </PopoverContent>
  );
}

/** The notifications popover; it says there is nothing new. */
export function NotificationsButton({ defaultOpen = false }: HeaderPopoverProps) {
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Notifications"
          className="relative"
          {...menuAttr('notifications')}
        >
          <NotificationsTriggerContent />
        </Button>
      </PopoverTrigger>
      <TitledPopoverContent id="notifications-title" title="Notifications">
        <div className="mt-3 flex flex-col items-center gap-2 rounded-xl bg-slate-50 px-4 py-6 text-center">
          <BellOff aria-hidden="true" className="size-6 text-slate-400" />
          <p className="font-medium text-slate-800">No new notifications</p>
          <p className="text-xs text-slate-500">You're all caught up.</p>
        </div>
      </TitledPopoverContent>
    </Popover>
  );
}

const SETTINGS_LINKS = [
  { to: PATHS.tokens, label: 'Personalization tokens', hint: 'Sample values used in previews', icon: Braces },
  { to: PATHS.fonts, label: 'Fonts', hint: 'Load and preview typefaces', icon: Type },
  { to: PATHS.debug, label: 'Diagnostics', hint: 'Check the AI services and keys', icon: Activity },
] as const;

/**
 * Settings had no behaviour of its own (docs/product.md#routes-and-page-layout), so it gathers the pages
 * where things are set.
 */
export function SettingsButton({ defaultOpen = false }: HeaderPopoverProps) {
  // Controlled so following a link closes the popover (a Close part would put type="button" on <a>).
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Settings" {...menuAttr('settings')}>
          <Settings aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <TitledPopoverContent id="settings-title" title="Settings">
        <ul className="mt-3 flex flex-col gap-2">
          {SETTINGS_LINKS.map(({ to, label, hint, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                onClick={() => setOpen(false)}
                className="flex items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 hover:border-brand-300 hover:bg-brand-50"
              >
                <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                <span className="flex flex-col">
                  <span className="font-medium text-slate-800">{label}</span>
                  <span className="text-xs text-slate-500">{hint}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </TitledPopoverContent>
    </Popover>
  );
}
